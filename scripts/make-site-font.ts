#!/usr/bin/env -S npx tsx
// Cuts the site's font file, src/app/fonts/inter-site.woff2, from Inter's variable Latin font (the
// @fontsource-variable/inter package): only the characters in src/app/fonts/site-font.ts and only the
// weights the design uses, so every page downloads about 40 % less font. Run it again after changing
// that list or the weights, and commit the file:  npx tsx scripts/make-site-font.ts
// Only needed to regenerate that committed file, never to build, serve or test the site.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
// @ts-expect-error -- subset-font ships no types
import subsetFont from 'subset-font';
import { SITE_FONT_WEIGHTS, siteFontCharacters } from '../src/app/fonts/site-font';

const ROOT = new URL('..', import.meta.url).pathname;
const source = join(ROOT, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
const target = join(ROOT, 'src/app/fonts/inter-site.woff2');

const input = readFileSync(source);
const output = await subsetFont(input, siteFontCharacters(), {
  targetFormat: 'woff2',
  variationAxes: { wght: { min: SITE_FONT_WEIGHTS.min, max: SITE_FONT_WEIGHTS.max } },
});
writeFileSync(target, output);
console.log(`${target}: ${output.length} bytes (from ${input.length})`);
