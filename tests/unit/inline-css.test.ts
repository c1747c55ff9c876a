import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import postcss from 'postcss';
import { createStylesheetInliner, rebaseCss, usedRules, wordsOf } from '../../server/html/inline-css.mjs';

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
  writeFileSync(join(dir, 'chunks', 'page.css'), '.hero{min-height:320px}.gone{color:red}.menu-open{display:block}');
  writeFileSync(join(dir, 'chunks', 'menu.js'), 'e.s(["open",0,"menu-open"])');
  const inline = createStylesheetInliner({ staticDir: dir });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes the rules the page or a script can use into the page, in order, and keeps each link, disabled, for hydration', () => {
    const html =
      '<head><link rel="stylesheet" href="/_next/static/chunks/site.css" nonce="n" data-precedence="next"/>' +
      '<link rel="stylesheet" href="/_next/static/chunks/page.css" data-precedence="next"/></head><body class="hero"></body>';
    const out = inline(html);
    expect(out).toBe(
      '<head><style data-inlined-from="/_next/static/chunks/site.css">body{color:#1a2333}@font-face{src:url(/_next/static/media/f.woff2)}</style>' +
        '<link rel="stylesheet" href="/_next/static/chunks/site.css" nonce="n" data-precedence="next" disabled=""/>' +
        '<style data-inlined-from="/_next/static/chunks/page.css">.hero{min-height:320px}.menu-open{display:block}</style>' +
        '<link rel="stylesheet" href="/_next/static/chunks/page.css" data-precedence="next" disabled=""/></head><body class="hero"></body>',
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

describe('usedRules', () => {
  const root = postcss.parse(
    [
      'body{margin:0}',
      '.nav{position:fixed}',
      '.nav .open{display:block}',
      '.hero,.card{padding:8px}',
      '.unused{color:red}',
      '.unused:hover,.also-unused>a{color:blue}',
      '.field:not(.invalid){border-color:green}',
      '@media (min-width:992px){.unused{display:none}.nav{height:76px}}',
      '@media (min-width:992px){@supports (display:grid){.unused{display:grid}}}',
      '@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}',
      '.tab\\:active{color:navy}',
    ].join(''),
  );
  const words = new Set(['nav', 'hero', 'field', 'tab:active']);
  const css = usedRules(root, (name) => words.has(name));

  it('keeps rules whose classes are on the page, element rules, widening selectors and keyframes', () => {
    expect(css).toContain('body{margin:0}');
    expect(css).toContain('.nav{position:fixed}');
    expect(css).toContain('.hero,.card{padding:8px}');
    expect(css).toContain('.field:not(.invalid){border-color:green}');
    expect(css).toContain('@media (min-width:992px){.nav{height:76px}}');
    expect(css).toContain('@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}');
    expect(css).toContain('.tab\\:active{color:navy}');
  });

  it('drops rules that name a class the page and its scripts lack, and the groups they leave empty', () => {
    expect(css).not.toContain('.unused');
    expect(css).not.toContain('also-unused');
    expect(css).not.toContain('.open');
    expect(css).not.toContain('@supports');
    expect(css.match(/@media/g)).toHaveLength(1);
  });

  it('leaves the parsed stylesheet untouched for the next page', () => {
    expect(root.toString()).toContain('.unused{color:red}');
  });
});

describe('wordsOf', () => {
  it('finds class names in attributes and in the payload a page carries for its scripts', () => {
    const words = wordsOf('<div class="_3QHAra_form card-link"></div><script>self.__next_f.push([1,"{\\"className\\":\\"BXjIaa_open\\"}"])</script>');
    for (const word of ['_3QHAra_form', 'card-link', 'BXjIaa_open']) expect(words.has(word)).toBe(true);
  });
});
