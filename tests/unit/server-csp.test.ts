import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, unmarkedPage, withScriptSources, withUpgradeInsecureRequests } from '../../server/html/csp.mjs';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const MARK = 'm4rker+/=';

describe('the hashes of a rendered page’s inline scripts', () => {
  it('hashes exactly the inline scripts the framework marked, in order, once each', () => {
    const html = [
      `<script nonce="${MARK}">self.__next_f.push([1,"a"])</script>`,
      `<script src="/_next/static/chunks/app.js" async="" nonce="${MARK}"></script>`,
      `<script type="application/ld+json" nonce="${MARK}">{"@type":"Organization"}</script>`,
      `<script id="_R_" nonce="${MARK}">requestAnimationFrame(function(){$RT=performance.now()});</script>`,
      `<script nonce="${MARK}">self.__next_f.push([1,"a"])</script>`,
      // From content: no marker, so not admitted.
      '<script>alert(document.cookie)</script>',
      `<script nonce="guessed">alert(1)</script>`,
      `<script data-note="a > b" nonce='${MARK}' type="module">import("/x.js")</script>`,
    ].join('\n');
    expect(inlineScriptHashes(html, MARK)).toEqual([
      hash('self.__next_f.push([1,"a"])'),
      hash('requestAnimationFrame(function(){$RT=performance.now()});'),
      hash('import("/x.js")'),
    ]);
  });

  it('hashes the text as the browser sees it: line breaks normalised, entities left alone', () => {
    expect(inlineScriptHashes(`<script nonce="${MARK}">a\r\nb &amp; c</script>`, MARK)).toEqual([hash('a\nb &amp; c')]);
  });

  it('finds nothing in a page without marked scripts', () => {
    expect(inlineScriptHashes('<p>No scripts</p><script>x()</script>', MARK)).toEqual([]);
  });
});

describe('a page without its render marker', () => {
  const page = (marker: string) =>
    [
      `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js" nonce="${marker}"/>`,
      `<script src="/_next/static/chunks/a.js" async="" nonce="${marker}"></script>`,
      // The framework repeats the marker in the page's data, for elements it creates in the browser.
      `<script nonce="${marker}">self.__next_f.push([1,":HL[\\"/a.css\\",\\"style\\",{\\"nonce\\":\\"${marker}\\"}]"])</script>`,
      `<script id="_R_" nonce="${marker}">requestAnimationFrame(function(){$RT=performance.now()});</script>`,
      // From content: no marker, so neither hashed nor changed.
      '<script>alert(1)</script><p data-x="1" nonce="other">Text</p>',
    ].join('');

  it('is the same for two renders with different markers, with no trace of either', () => {
    const one = unmarkedPage(page(MARK), MARK);
    const two = unmarkedPage(page('an0ther+marker/=='), 'an0ther+marker/==');
    expect(two).toEqual(one);
    expect(one.html).not.toContain(MARK);
    expect(one.html).toContain('<script src="/_next/static/chunks/a.js" async=""></script>');
    expect(one.html).toContain('{\\"nonce\\":\\"\\"}');
    expect(one.html).toContain('<script>alert(1)</script><p data-x="1" nonce="other">Text</p>');
  });

  it('hashes the marked inline scripts as they are served, and only those', () => {
    const { html, hashes } = unmarkedPage(page(MARK), MARK);
    expect(hashes).toEqual([
      hash('self.__next_f.push([1,":HL[\\"/a.css\\",\\"style\\",{\\"nonce\\":\\"\\"}]"])'),
      hash('requestAnimationFrame(function(){$RT=performance.now()});'),
    ]);
    const texts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(texts).toContain('alert(1)');
    expect(hashes).not.toContain(hash('alert(1)'));
  });

  it('leaves a page alone when there is no marker', () => {
    expect(unmarkedPage('<script nonce="">x()</script>', '').html).toBe('<script nonce="">x()</script>');
  });
});

describe('the policy with its hashes', () => {
  const policy = "default-src 'self'; script-src 'self' https://challenges.cloudflare.com; object-src 'none'";

  it('adds the sources to script-src and leaves every other directive as it was', () => {
    expect(withScriptSources(policy, ["'sha256-AAA='", "'sha256-BBB='"])).toBe(
      "default-src 'self'; script-src 'self' https://challenges.cloudflare.com 'sha256-AAA=' 'sha256-BBB='; object-src 'none'",
    );
    expect(withScriptSources(policy, [])).toBe(policy);
  });

  it('adds a script-src of its own when the policy has none', () => {
    expect(withScriptSources("default-src 'self'", ["'sha256-AAA='"])).toBe("default-src 'self'; script-src 'self' 'sha256-AAA='");
  });

  it('asks browsers to upgrade sub-resources over https, once', () => {
    const upgraded = withUpgradeInsecureRequests(policy);
    expect(upgraded).toBe(`${policy}; upgrade-insecure-requests`);
    expect(withUpgradeInsecureRequests(upgraded)).toBe(upgraded);
  });
});
