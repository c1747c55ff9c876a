import { describe, expect, it } from 'vitest';
import { proseText } from '@/lib/search/prose-text';
import type { Copy } from '@/lib/site-copy';
import { readContentFile } from '@/lib/site-copy/files';

const APPLICATIONS = ['dataCenters', 'chemicalPlants', 'coalToNuclear'] as const;
const differs = (what: string) => `the shipped copy differs from the specification: ${what}`;

describe('the shipped copy matches the specification', () => {
  it.each(APPLICATIONS)('the %s article states the IMSR’s facts and figures', (name) => {
    const copy = readContentFile(name, process.cwd()).value as Copy<typeof name>;
    const text = [copy.description, ...proseText(copy.body), ...copy.keyFigures.flatMap((figure) => [figure.value, figure.label])].join(' ');
    for (const fact of ['585 °C', '290 °C', '44 %', '7 hectares', '17.3 acres', 'seven years', '5 % U-235', 'US$69', 'under four years', '2030']) {
      expect(text, differs(`${name} should state ${fact}`)).toContain(fact);
    }
    const values = copy.keyFigures.map((figure) => figure.value);
    expect(values, differs(`${name}'s key figures should show 585 °C`)).toContain('585 °C');
    expect(values.some((value) => value.includes('US$')), differs(`${name}'s key figures should show a price in US$`)).toBe(true);
  });

  it('prices heat for the chemical plants', () => {
    const copy = readContentFile('chemicalPlants', process.cwd()).value as Copy<'chemicalPlants'>;
    expect(copy.keyFigures.map((figure) => figure.value), differs('the chemical plants’ heat price')).toContain('Under US$8.60');
  });
});
