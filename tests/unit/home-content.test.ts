import { describe, expect, it } from 'vitest';
import { homeServices, homeStats, pressNames } from '@/content/home';

describe('home content', () => {
  it('states the six figures exactly as the specification does', () => {
    const statements = homeStats.map((stat) => [stat.qualifier, stat.figure, stat.label].filter(Boolean).join(' '));
    expect(statements).toEqual([
      '50% more efficient',
      '40% less waste',
      'under 5% enriched fuel',
      'under 5 grams CO2-eq per kWh',
      'over 50 years plant life',
      '7 hectares for 400MW',
    ]);
    for (const stat of homeStats) expect(stat.note.length).toBeGreaterThan(20);
  });

  it('has four What we do items, each with a summary and more detail, and ids that are unique', () => {
    expect(homeServices.map((service) => service.title)).toEqual(['Industrial heat', 'Electricity', 'Replaceable Core-unit', 'Path to market']);
    expect(new Set(homeServices.map((service) => service.id)).size).toBe(4);
    for (const service of homeServices) {
      expect(service.summary.length).toBeGreaterThan(20);
      expect(service.details.length).toBeGreaterThan(0);
    }
  });

  it('names the five press titles', () => {
    expect(pressNames).toEqual(['Financial Times', 'WSJ', 'NYT', 'MIT Technology Review', 'TechCrunch']);
  });
});
