// The words a visitor sees on each static page, as JSON (path → text, whitespace folded), to compare the
// site before and after a change of its content files: `node scripts/visible-text.mjs URL [OUT.json]`.
// Reads the registry's routes from the sitemap; drives Debian's Chromium with JavaScript on.
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from './lib/chromium.mjs';

const [base = 'http://127.0.0.1:3000', out] = process.argv.slice(2);
const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
const paths = [...sitemap.matchAll(/<loc>[^<]*?(\/[^<]*)<\/loc>/g)]
  .map((match) => new URL(match[1], base).pathname)
  .filter((path) => !path.startsWith('/newsroom/'));
paths.push('/search', '/no-such-page');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_CHROMIUM_ARGS });
const texts = {};
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  for (const path of [...new Set(paths)].sort()) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    // Everything in the document a visitor can read, the closed "More" panels and menus included.
    texts[path] = (
      await page.evaluate(() => {
        const body = document.body.cloneNode(true);
        for (const element of body.querySelectorAll('script, style, template, noscript')) element.remove();
        return body.textContent ?? '';
      })
    )
      .replace(/[\u00a0\u2060\u200b]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  }
} finally {
  await browser.close();
}
const json = JSON.stringify(texts, null, 1);
if (out) writeFileSync(out, json);
else console.log(json);
console.error(`visible-text: ${Object.keys(texts).length} pages`);
