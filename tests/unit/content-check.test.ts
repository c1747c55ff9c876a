import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentFileOf, copyNames, readContentFile } from '@/lib/site-copy/files';
import { formatProblem } from '@/lib/site-copy/format';
import type { CopyName } from '@/lib/site-copy/schema';

/**
 * The content check as an editor meets it: the shipped content passes, and each typical mistake is named
 * with its file, its line, its field, what is wrong and what to write instead.
 */

const ROOT = process.cwd();
const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** A copy of content/ (public/ linked) with one file edited; the messages its check gives. */
function checkWith(name: CopyName, edit: (text: string) => string): string[] {
  const root = mkdtempSync(join(tmpdir(), 'content-check-'));
  roots.push(root);
  cpSync(join(ROOT, 'content'), join(root, 'content'), { recursive: true });
  symlinkSync(join(ROOT, 'public'), join(root, 'public'));
  const { file } = contentFileOf(name);
  const before = readFileSync(join(root, file), 'utf8');
  const after = edit(before);
  expect(after, 'the edit changed nothing').not.toBe(before);
  writeFileSync(join(root, file), after);
  return readContentFile(name, root).problems.map(formatProblem);
}

/** Replaces the first match, failing when there is none (the shipped file changed shape). */
const replace = (pattern: RegExp, by: string) => (text: string) => {
  expect(text).toMatch(pattern);
  return text.replace(pattern, by);
};

describe('the shipped content', () => {
  it.each(copyNames)('%s reads without a problem', (name) => {
    expect(readContentFile(name, ROOT).problems.map(formatProblem)).toEqual([]);
  });

  it('passes `npm run content:check`, which names each file it read', { timeout: 60_000 }, () => {
    const result = spawnSync(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, 'scripts/content-check.ts')], { encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain(`content:check: ${copyNames.length} files in content/ read without a problem`);
  });
});

describe('a typical mistake gets a message an editor can act on', () => {
  it('a required field deleted', () => {
    // The line is where the file's fields start (the field itself is not there to point at).
    expect(checkWith('site', replace(/^legalName: .*\n/m, ''))).toEqual([
      expect.stringMatching(/^content\/site\.yaml:\d+: `legalName` \(Legal name\) is missing or empty\. Write it: `legalName: …`\.$/),
    ]);
  });

  it('a misspelled field name: said not to exist, with the name it resembles', () => {
    const [message] = checkWith('site', replace(/^tagline:/m, 'tagLine:'));
    expect(message).toMatch(/^content\/site\.yaml:4: `tagLine` is not a field here\. Did you mean `tagline`\? The fields are: name, legalName, tagline,/);
  });

  it('a value that is not one of the choices: the choices listed', () => {
    const messages = checkWith('multiYearPlan', replace(/status: Complete/, 'status: Finished'));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(
      /^content\/policies\/multi-year-accessibility-plan\.mdoc:\d+: `parts › 1 › requirements › 1 › status` "Finished" is not one of the choices\. Write one of: .*Complete/,
    );
  });

  it('a misspelled tag in the prose: the tag it resembles, and the tags there are', () => {
    const messages = checkWith('privacyPolicy', replace(/for up to \{% retention-period \/%\}/, 'for up to {% retention-periode /%}'));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(
      /^content\/policies\/privacy-policy\.mdoc:\d+: `body` uses the tag \{% retention-periode \/%\}, which the site does not know\. Did you mean \{% retention-period \/%\}\?/,
    );
  });

  it('HTML where Markdown belongs (an unclosed <p>)', () => {
    const messages = checkWith('privacyPolicy', (text) => `${text}\n<p>A paragraph written as HTML\n`);
    expect(messages.some((message) => /^content\/policies\/privacy-policy\.mdoc:\d+: `body` holds the HTML tag <p>, which the site shows as text\. Write Markdown instead/.test(message))).toBe(true);
  });

  it('an image that is not in public/', () => {
    expect(checkWith('site', replace(/src: \/images\/logo\.svg/, 'src: /images/logo-2026.png'))).toEqual([
      'content/site.yaml:10: `logo › image › src` names /images/logo-2026.png, which does not exist in public/. Add the file as public/images/logo-2026.png, or correct the name.',
    ]);
  });

  it('an image without its alt text', () => {
    expect(checkWith('site', replace(/alt: Northwind Nuclear home/, "alt: ''"))).toEqual([
      'content/site.yaml:11: `logo › image › alt` (Alt text) is missing or empty. Write it: `alt: …`.',
    ]);
  });

  it('a date that is no day of the calendar, and one written in words', () => {
    const impossible = checkWith('privacyPolicy', replace(/^lastUpdated: .*$/m, 'lastUpdated: 2024-02-31'));
    expect(impossible).toEqual([expect.stringMatching(/^content\/policies\/privacy-policy\.mdoc:\d+: `lastUpdated` "2024-02-31" is not a date\. Write it as year-month-day, like 2024-03-31\.$/)]);
    const words = checkWith('privacyPolicy', replace(/^lastUpdated: .*$/m, 'lastUpdated: February 6, 2024'));
    expect(words).toEqual([expect.stringMatching(/^content\/policies\/privacy-policy\.mdoc:\d+: `lastUpdated` .*not a valid date/)]);
  });

  it('a line indented wrongly: the line named', () => {
    const messages = checkWith('site', replace(/^  headquarters:\n    label:/m, '  headquarters:\n     label:'));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^content\/site\.yaml:\d+: the text is not laid out as the format needs .*same spaces as the lines of its group/);
  });

  it('an id used twice in a list', () => {
    const messages = checkWith('home', (text) => text.replace(/id: what-we-do-electricity/, 'id: what-we-do-heat'));
    expect(messages).toEqual([
      expect.stringMatching(/^content\/home\.yaml:\d+: `whatWeDo › items › 2 › id` "what-we-do-heat" is used twice \(items 1 and 2\); give each item its own\.$/),
    ]);
  });

  it('an empty list where one item is needed', () => {
    const messages = checkWith('site', replace(/^socials:\n(?:  .*\n)+/m, 'socials: []\n'));
    expect(messages).toEqual([expect.stringMatching(/^content\/site\.yaml:\d+: `socials` Social networks needs at least 1 item; it has 0\.$/)]);
  });

  it('a figure without its note', () => {
    const messages = checkWith('home', replace(/\n\s+note: .*/, ''));
    expect(messages).toEqual([expect.stringMatching(/^content\/home\.yaml:\d+: `figures › items › 1 › note` \(Note\) is missing or empty\. Write it: `note: …`\.$/)]);
  });

  it('an invisible character pasted in', () => {
    const messages = checkWith('site', replace(/^tagline: Carbon-Free/m, 'tagline: Carbon-\u2060Free'));
    expect(messages).toEqual(['content/site.yaml:4: `tagline` holds an invisible character (a zero-width space or word joiner). Delete it and retype the words around it.']);
  });

  it('a page’s share image without its alt text, or in a format link previews do not show', () => {
    const withImage = (src: string, alt: string) =>
      replace(/^(investors:.*\n(?:  .*\n)*)/m, `$1  shareImage:\n    src: ${src}\n${alt ? `    alt: ${alt}\n` : ''}`);
    expect(checkWith('pages', withImage('/images/og-default.jpg', ''))).toEqual([
      expect.stringMatching(/^content\/pages\.yaml:\d+: `investors › shareImage › alt` \(Alt text\) is empty while `src` is written: write it too, or leave them all empty\.$/),
    ]);
    expect(checkWith('pages', withImage('/images/logo.svg', 'The logo'))).toEqual([
      expect.stringMatching(/^content\/pages\.yaml:\d+: `investors › shareImage › src` names "\/images\/logo\.svg"; use a png, jpg, jpeg, webp file\.$/),
    ]);
    expect(checkWith('pages', withImage('/images/og-default.jpg', 'A reactor hall'))).toEqual([]);
  });

  it('a page’s noindex that is not true or false', () => {
    const messages = checkWith('pages', replace(/^(careers:.*\n)/m, '$1  noindex: yes please\n'));
    expect(messages).toEqual([expect.stringMatching(/^content\/pages\.yaml:\d+: `careers › noindex` should be true or false, not "yes please"\.$/)]);
  });

  it('a missing file: named, with how to get it back', () => {
    const messages = checkWith('site', () => '');
    expect(messages.length).toBeGreaterThan(0);
  });
});
