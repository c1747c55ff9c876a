import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createStylesheetInliner, rebaseCss } from '../../server/inline-css.mjs';

describe('rebaseCss', () => {
  it('resolves relative urls against the stylesheet and leaves absolute, data and fragment urls alone', () => {
    const css = [
      '@font-face{src:url(../media/inter.woff2) format("woff2")}',
      '.a{background:url("./bg.svg")}',
      ".b{background:url('/images/x.png')}",
      '.c{background:url(data:image/svg+xml,%3Csvg%3E)}',
      '.d{fill:url(#glow)}',
      '.e{background:url(https://cdn.example.org/y.png)}',
    ].join('');
    const out = rebaseCss(css, '/_next/static/chunks/abc.css');
    expect(out).toContain('url(/_next/static/media/inter.woff2)');
    expect(out).toContain('url(/_next/static/chunks/bg.svg)');
    expect(out).toContain("url('/images/x.png')");
    expect(out).toContain('url(data:image/svg+xml,%3Csvg%3E)');
    expect(out).toContain('url(#glow)');
    expect(out).toContain('url(https://cdn.example.org/y.png)');
  });

  it('never lets the text close the style element', () => {
    expect(rebaseCss('.a::after{content:"</style><script>alert(1)</script>"}', '/_next/static/chunks/a.css')).not.toMatch(/<\/style/i);
  });
});

describe('createStylesheetInliner', () => {
  const dir = mkdtempSync(join(tmpdir(), 'inline-css-'));
  mkdirSync(join(dir, 'chunks'));
  writeFileSync(join(dir, 'chunks', 'site.css'), 'body{color:#1a2333}@font-face{src:url(../media/f.woff2)}');
  writeFileSync(join(dir, 'chunks', 'page.css'), '.hero{min-height:320px}');
  const inline = createStylesheetInliner({ staticDir: dir });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes each build stylesheet into the page in order and keeps its link, disabled, for hydration', () => {
    const html =
      '<head><link rel="stylesheet" href="/_next/static/chunks/site.css" nonce="n" data-precedence="next"/>' +
      '<link rel="stylesheet" href="/_next/static/chunks/page.css" data-precedence="next"/></head>';
    const out = inline(html);
    expect(out).toBe(
      '<head><style data-inlined-from="/_next/static/chunks/site.css">body{color:#1a2333}@font-face{src:url(/_next/static/media/f.woff2)}</style>' +
        '<link rel="stylesheet" href="/_next/static/chunks/site.css" nonce="n" data-precedence="next" disabled=""/>' +
        '<style data-inlined-from="/_next/static/chunks/page.css">.hero{min-height:320px}</style>' +
        '<link rel="stylesheet" href="/_next/static/chunks/page.css" data-precedence="next" disabled=""/></head>',
    );
  });

  it('leaves other links, media-bound and missing stylesheets, and addresses outside the build as they are', () => {
    const html = [
      '<link rel="preload" href="/_next/static/chunks/site.css" as="style"/>',
      '<link rel="stylesheet" href="/_next/static/chunks/site.css" media="print"/>',
      '<link rel="stylesheet" href="/_next/static/chunks/gone.css"/>',
      '<link rel="stylesheet" href="/_next/static/chunks/../../../etc/passwd.css"/>',
      '<link rel="stylesheet" href="https://cdn.example.org/x.css"/>',
      '<link rel="icon" href="/icon.svg"/>',
    ].join('');
    expect(inline(html)).toBe(html);
  });
});
