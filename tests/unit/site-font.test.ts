import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
// @ts-expect-error -- fontverter ships no types
import { convert } from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { SITE_FONT_WEIGHTS, siteFontCharacters, siteFontUnicodeRange } from '@/app/fonts/site-font';

const ROOT = join(import.meta.dirname, '..', '..');
const layout = readFileSync(join(ROOT, 'src/app/layout.tsx'), 'utf8');

async function fontFace() {
  const sfnt: Uint8Array = await convert(readFileSync(join(ROOT, 'src/app/fonts/inter-site.woff2')), 'sfnt');
  return new Face(new Blob(sfnt));
}

function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return cssFiles(path);
    return name.endsWith('.css') ? [path] : [];
  });
}

describe('the site font', () => {
  it('is declared with the characters and weights its file was cut to', () => {
    expect(layout).toContain(`value:\n        '${siteFontUnicodeRange()}'`);
    expect(layout).toContain(`weight: '${SITE_FONT_WEIGHTS.min} ${SITE_FONT_WEIGHTS.max}'`);
    expect(layout).toContain("src: './fonts/inter-site.woff2'");
  });

  it('carries a glyph for every character it declares, and the weight span', async () => {
    const face = await fontFace();
    const covered = new Set(face.collectUnicodes());
    const missing = [...siteFontCharacters()].filter((character) => !covered.has(character.codePointAt(0)!));
    expect(missing.map((character) => `U+${character.codePointAt(0)!.toString(16).toUpperCase()}`)).toEqual([]);
    const weight = face.getAxisInfos().wght;
    expect(weight?.min).toBe(SITE_FONT_WEIGHTS.min);
    expect(weight?.max).toBe(SITE_FONT_WEIGHTS.max);
  });

  it('covers every weight the style sheets ask for', () => {
    const outside = cssFiles(join(ROOT, 'src')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/font-weight:\s*(\d+)/g)]
        .map((match) => Number(match[1]))
        .filter((weight) => weight < SITE_FONT_WEIGHTS.min || weight > SITE_FONT_WEIGHTS.max)
        .map((weight) => `${file.slice(ROOT.length + 1)}: ${weight}`),
    );
    expect(outside).toEqual([]);
  });
});
