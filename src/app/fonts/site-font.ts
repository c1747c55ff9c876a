/**
 * The characters the site's font file carries: printable ASCII, Latin-1 and the punctuation and symbols
 * English copy uses (dashes, curly quotes, bullets, the euro…: what Inter's Latin file has), so any word an editor or the CMS
 * writes in a Western European language paints in the site's font. A character outside this set is drawn
 * from the fallback font, letter by letter, instead of loading a larger file on every page.
 *
 * `scripts/make-site-font.ts` cuts the file from Inter's variable Latin font to these characters and to
 * the weights the design uses; the layout declares the same set as the face's unicode-range.
 */
export const SITE_FONT_RANGES: readonly (readonly [number, number])[] = [
  [0x20, 0x7e],
  [0xa0, 0xac],
  [0xae, 0xff],
  [0x131, 0x131],
  [0x152, 0x153],
  [0x2c6, 0x2c6],
  [0x2da, 0x2da],
  [0x2dc, 0x2dc],
  [0x2009, 0x2009],
  [0x2013, 0x2014],
  [0x2018, 0x201a],
  [0x201c, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x2039, 0x203a],
  [0x2044, 0x2044],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
];

/** The lightest and boldest weights the design uses (tokens in globals.css); the file keeps that span. */
export const SITE_FONT_WEIGHTS = { min: 400, max: 800 } as const;

/** The set as a CSS unicode-range value. */
export function siteFontUnicodeRange(): string {
  const hex = (value: number) => value.toString(16).toUpperCase().padStart(4, '0');
  return SITE_FONT_RANGES.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');
}

/** Every character of the set. */
export function siteFontCharacters(): string {
  let text = '';
  for (const [from, to] of SITE_FONT_RANGES) for (let code = from; code <= to; code += 1) text += String.fromCodePoint(code);
  return text;
}
