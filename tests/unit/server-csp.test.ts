import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, withScriptSources, withUpgradeInsecureRequests } from '../../server/csp.mjs';

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
