import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readContentFile } from '@/lib/site-copy/files';
import { formatProblem } from '@/lib/site-copy/format';

/**
 * The content check on content/redirects.yaml as an editor meets it: each refusal names the file, the line
 * and the field, says what is wrong and what to write instead.
 */

const ROOT = process.cwd();
const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** The messages of a redirects file made of these items (each `[from, to]` or `[from, to, type]`). */
function check(...items: ([string, string] | [string, string, string])[]): string[] {
  const root = mkdtempSync(join(tmpdir(), 'redirect-check-'));
  roots.push(root);
  mkdirSync(join(root, 'content'));
  // The site's addresses are read from its pages and files.
  symlinkSync(join(ROOT, 'public'), join(root, 'public'));
  symlinkSync(join(ROOT, 'src'), join(root, 'src'));
  const lines = ['# Redirects', 'redirects:'];
  for (const [from, to, type = 'permanent'] of items) lines.push(`  - from: '${from}'`, `    to: '${to}'`, `    type: ${type}`);
  writeFileSync(join(root, 'content', 'redirects.yaml'), `${lines.join('\n')}\n`);
  return readContentFile('redirects', root).problems.map(formatProblem);
}

/** Item n's lines: from on 3 + 3(n-1), to the line after. */
const fromLine = (item: number) => 3 + 3 * (item - 1);
const toLine = (item: number) => fromLine(item) + 1;

describe('redirects that are fine', () => {
  it('to a page, an article, a file, a feed or an https:// address, temporary or permanent, pass', () => {
    expect(
      check(
        ['/imsr', '/technology'],
        ['/Brochure/', '/files/investors/investor-presentation.pdf'],
        ['/old-press-release', '/newsroom/posts/2356'],
        ['/rss', '/newsroom/feed.xml'],
        ['/in-memoriam', '/our-team/advisors?redirected=true#in-memoriam'],
        ['/regulator', 'https://www.example.org/reports/vdr.pdf', 'temporary'],
        ['/files/old-fact-sheet.pdf', '/media'],
      ),
    ).toEqual([]);
  });

  it('an empty list passes', () => {
    const root = mkdtempSync(join(tmpdir(), 'redirect-check-'));
    roots.push(root);
    mkdirSync(join(root, 'content'));
    writeFileSync(join(root, 'content', 'redirects.yaml'), 'redirects: []\n');
    expect(readContentFile('redirects', root).problems).toEqual([]);
  });
});

describe('a loop or a chain', () => {
  it('a chain a → b → c: says to point a at c', () => {
    expect(check(['/a', '/b'], ['/b', '/technology'])).toEqual([
      `content/redirects.yaml:${toLine(1)}: \`redirects › 1 › to\` "/b" is itself redirected (item 2: /b → /technology), so visitors would be sent twice. Point /a at /technology directly.`,
    ]);
  });

  it('a longer chain, met with another spelling: the last page named', () => {
    expect(check(['/a', '/B/'], ['/b', '/c'], ['/c', '/event'])).toEqual([
      `content/redirects.yaml:${toLine(1)}: \`redirects › 1 › to\` "/B/" is itself redirected (items 2 and 3: /b → /c → /event), so visitors would be sent twice. Point /a at /event directly.`,
      `content/redirects.yaml:${toLine(2)}: \`redirects › 2 › to\` "/c" is itself redirected (item 3: /c → /event), so visitors would be sent twice. Point /b at /event directly.`,
    ]);
  });

  it('a loop of two: named once, with both items', () => {
    expect(check(['/a', '/b'], ['/b', '/a'])).toEqual([
      `content/redirects.yaml:${toLine(1)}: \`redirects › 1 › to\` "/b" leads back here: /a → /b → /a is a loop (items 1 and 2), and a visitor would never arrive. Point one of them at a page of the site.`,
    ]);
  });

  it('a redirect to itself, whatever the spelling', () => {
    expect(check(['/imsr', '/imsr?utm_source=print'])).toEqual([
      `content/redirects.yaml:${toLine(1)}: \`redirects › 1 › to\` "/imsr?utm_source=print" is this redirect’s own address: a visitor would be sent to it again and again. Point it at a page of the site.`,
    ]);
    expect(check(['/imsr', '/IMSR'])).toEqual([
      `content/redirects.yaml:${toLine(1)}: \`redirects › 1 › to\` "/IMSR" is this redirect’s own address (capitals and a final slash do not count): a visitor would be sent to it again and again. Point it at a page of the site.`,
    ]);
  });

  it('a redirect into a loop it is not part of', () => {
    const messages = check(['/start', '/a'], ['/a', '/b'], ['/b', '/a']);
    expect(messages[0]).toBe(`content/redirects.yaml:${toLine(1)}: \`redirects › 1 › to\` "/a" is itself redirected, into a loop (/a → /b → /a). Correct that loop first.`);
    expect(messages).toHaveLength(2);
  });
});

describe('a duplicate `from`', () => {
  it('the same address twice, capitals and a final slash aside', () => {
    expect(check(['/imsr', '/technology'], ['/IMSR/', '/technology/molten-salt-reactor'])).toEqual([
      `content/redirects.yaml:${fromLine(2)}: \`redirects › 2 › from\` "/IMSR/" is already redirected by item 1 (/imsr) (capitals and a final slash do not count). Keep one of the two.`,
    ]);
  });
});

describe('a `from` that the site serves', () => {
  it.each([
    ['/technology', ''],
    ['/Technology/', ' (capitals and a final slash do not count)'],
    ['/accessibility/aoda-customer-service-policy', ''],
    ['/newsroom/posts/2356', ''],
    ['/newsroom/feed.xml', ''],
    ['/api/revalidate', ''],
    ['/keystatic', ''],
    ['/sitemap.xml', ''],
    ['/files/investors/investor-presentation.pdf', ''],
    ['/', ''],
  ])('%s', (from, note) => {
    expect(check([from, '/event'])).toEqual([
      `content/redirects.yaml:${fromLine(1)}: \`redirects › 1 › from\` "${from}" is an address of the site already${note}: a redirect would hide that page from every visitor. Use another address, or remove this redirect.`,
    ]);
  });
});

describe('a `to` that is no page of the site nor https://', () => {
  it('a page that does not exist: the closest page suggested', () => {
    expect(check(['/imsr', '/technolgy'])).toEqual([
      `content/redirects.yaml:${toLine(1)}: \`redirects › 1 › to\` "/technolgy" is not a page of the site. Did you mean /technology? Write the address of a page (/technology), an article (/newsroom/posts/123), a file of public/ (/files/…) or a full https:// address.`,
    ]);
  });

  it('a page spelt with other capitals', () => {
    expect(check(['/aoda', '/accessibility/aoda-customer-service-policy'])[0]).toContain('Did you mean /accessibility/AODA-customer-service-policy?');
  });

  it('a final slash, which the site would redirect once more', () => {
    expect(check(['/imsr', '/technology/'])).toEqual([
      `content/redirects.yaml:${toLine(1)}: \`redirects › 1 › to\` "/technology/" ends with /, which the site sends on once more to the address without it: write /technology.`,
    ]);
  });

  it('an article kind or id the site has not, and a missing file', () => {
    expect(check(['/a', '/newsroom/story/12'], ['/b', '/newsroom/posts/twelve'], ['/c', '/files/missing.pdf'])).toHaveLength(3);
  });

  it('http://, a bare host, and a scheme the site never follows', () => {
    expect(check(['/a', 'http://www.example.org/x'], ['/b', 'www.example.org'], ['/c', 'javascript:alert(1)'], ['/d', 'https://localhost'])).toEqual([
      `content/redirects.yaml:${toLine(1)}: \`redirects › 1 › to\` "http://www.example.org/x" is not a secure address: write https://www.example.org/x.`,
      `content/redirects.yaml:${toLine(2)}: \`redirects › 2 › to\` "www.example.org" is neither a page of the site (a path starting with /, like /technology) nor a full https:// address.`,
      `content/redirects.yaml:${toLine(3)}: \`redirects › 3 › to\` "javascript:alert(1)" is neither a page of the site (a path starting with /, like /technology) nor a full https:// address.`,
      `content/redirects.yaml:${toLine(4)}: \`redirects › 4 › to\` "https://localhost" is not a full address: write it as a browser shows it, like https://www.example.org/page.`,
    ]);
  });
});

describe('a malformed path', () => {
  it.each([
    ['imsr', '"imsr" is not a path on this site: start it with / (/imsr).'],
    ['/open house', '"/open house" holds a space, which an address cannot: use - between words.'],
    ['/imsr?utm_source=print', '"/imsr?utm_source=print" holds a ?… or #… part: write the path alone (/imsr). The visitor’s own ?… part is passed on to `to`.'],
    ['/imsr//brochure', '"/imsr//brochure" has an empty part (//): write one / between words.'],
    ['/imsr/../brochure', '"/imsr/../brochure" holds a . or .. part, which browsers resolve before they ask: write the address they arrive at.'],
    ['/café', '"/café" holds “é”, which an address cannot hold as it is: keep to letters, digits and - _ . ~, or write it as browsers send it (%C3%A9).'],
    ['/100%', '"/100%" holds a % not followed by two hexadecimal digits (a space is %20).'],
  ])('`from` %s', (from, message) => {
    expect(check([from, '/technology'])).toEqual([`content/redirects.yaml:${fromLine(1)}: \`redirects › 1 › from\` ${message}`]);
  });

  it('`to` with a space or an empty part', () => {
    expect(check(['/a', '/our team'], ['/b', '/our-team//advisors'])).toEqual([
      `content/redirects.yaml:${toLine(1)}: \`redirects › 1 › to\` "/our team" holds a space, which an address cannot: use - between words.`,
      `content/redirects.yaml:${toLine(2)}: \`redirects › 2 › to\` "/our-team//advisors" has an empty part (//): write one / between words.`,
    ]);
  });

  it('a kind that is not one of the two', () => {
    expect(check(['/a', '/technology', 'forever'])).toEqual([
      `content/redirects.yaml:5: \`redirects › 1 › type\` "forever" is not one of the choices. Write one of: permanent, temporary.`,
    ]);
  });

  it('a missing `to`', () => {
    expect(check(['/a', ''])).toEqual([`content/redirects.yaml:${toLine(1)}: \`redirects › 1 › to\` (To) is missing or empty. Write it: \`to: …\`.`]);
  });
});
