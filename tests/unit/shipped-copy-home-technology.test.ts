import { describe, expect, it } from 'vitest';
import { readCopy } from '@/lib/site-copy';

/**
 * Where the specification fixes a text of the home, technology and commercial-advantages pages (SPEC.md §2
 * and the §9 marketing figures), the shipped files in content/ must say it. An editor changing these words
 * changes what the specification promises: update both together.
 */
const differs = (what: string) => `the shipped copy differs from the specification: ${what}`;

describe('the shipped copy matches the specification', () => {
  it('home: hero, headings, links, six figures and the press', () => {
    const home = readCopy('home');
    expect(home.hero.title, differs('the home hero title')).toBe('Carbon-Free Energy for Global Industry');
    expect(home.hero.button.label, differs('the hero link')).toBe('See our vision');
    expect(home.whoWeAre.heading, differs('"Who we are"')).toBe('Who we are');
    expect([home.whoWeAre.more.label, home.whoWeAre.more.link], differs('"Find out more" to /technology')).toEqual(['Find out more', '/technology']);
    expect(
      home.figures.items.map((stat) => [stat.qualifier, stat.figure, stat.label].filter(Boolean).join(' ')),
      differs('the six statistic tiles'),
    ).toEqual(['50% more efficient', '40% less waste', 'under 5% enriched fuel', 'under 5 grams CO2-eq per kWh', 'over 50 years plant life', '7 hectares for 400MW']);
    expect(home.whatWeDo.heading, differs('"What we do"')).toBe('What we do');
    expect(home.banner.heading, differs('the banner')).toBe('Learn more about IMSR technology');
    expect([home.banner.button.label, home.banner.button.link], differs('"Discover IMSR" to /technology')).toEqual(['Discover IMSR', '/technology']);
    expect(home.press.names, differs('the press names')).toEqual(['Financial Times', 'WSJ', 'NYT', 'MIT Technology Review', 'TechCrunch']);
    expect(home.latestUpdates.heading, differs('"Latest Updates"')).toBe('Latest Updates');
  });

  it('technology landing: four cards to the technology pages', () => {
    expect(readCopy('technology').explore.cards.map((card) => card.url), differs('the four card links')).toEqual([
      '/applications/commercial-advantages/',
      '/technology/versatile/',
      '/technology/leading-the-way/',
      '/technology/molten-salt-reactor/',
    ]);
  });

  it('How It Works: four numbered blocks and the Core-unit tabs', () => {
    const page = readCopy('howItWorks');
    expect(page.blocks.items.map((block) => block.number), differs('four numbered blocks')).toEqual(['01', '02', '03', '04']);
    expect(page.coreUnit.heading, differs('the tabbed section')).toBe('Replaceable IMSR Core-unit');
    expect(page.coreUnit.tabs.map((tab) => tab.header), differs('the three tabs')).toEqual(['The key challenge', 'The IMSR Core-unit', 'High safety high energy']);
    expect(page.coreUnit.announce, differs('the tab-change announcement')).toBe('Graphic changed to {label}');
  });

  it('Path to Market: milestones 2013 to 2023, the proven technology, the highlights and the report', () => {
    const page = readCopy('pathToMarket');
    const years = page.milestones.items.map((milestone) => milestone.year);
    expect([years[0], years.at(-1)], differs('milestones 2013 to 2023')).toEqual([2013, 2023]);
    expect(page.provenTechnology.heading, differs('the proven-technology block')).toBe('Building on Proven Prototyped Technology');
    expect(page.highlights.heading, differs('"Highlights"')).toBe('Highlights');
    expect(page.highlights.report.label, differs('the report link')).toBe('Read the full report');
  });

  it('Commercial Advantages: three tabs with the approved figures', () => {
    const tabs = readCopy('commercialAdvantages').advantages.tabs;
    expect(tabs, differs('three tabbed advantages')).toHaveLength(3);
    const figures = tabs.flatMap((tab) => tab.figures.map((figure) => `${figure.value} ${figure.label}`));
    for (const figure of ['Under US$69 per MWh', 'Under US$8.60 per MMBtu', '44 % net thermal efficiency', 'Under 4 years', '7 years', 'Over 50 years', '7 hectares (17.3 acres)', 'US$1 trillion addressable market in the OECD', '2030 international rollout']) {
      expect(figures.some((text) => text.includes(figure)), differs(figure)).toBe(true);
    }
  });

  it('the long technology articles state the approved figures', () => {
    const industrial = readCopy('industrialUses').keyFigures.map((figure) => figure.value);
    for (const value of ['585 °C', '44 %', 'Under US$8.60', 'Under US$69']) expect(industrial, differs(`Industrial Uses: ${value}`)).toContain(value);
    const table = readCopy('advancedNuclear').comparisonTable;
    const row = (header: string) => table.rows.find((entry) => entry.header === header)?.cells;
    expect(row('Outlet temperature'), differs('290 °C against 585 °C')).toEqual(['About 290 °C', '585 °C']);
    expect(row('Net thermal efficiency')?.[1], differs('44 % efficiency')).toBe('44 %');
    expect(row('Enrichment'), differs('under 5 % U-235')).toEqual(['Under 5 % U-235', 'Under 5 % U-235']);
    expect(row('Component replacement')?.[1], differs('the 7-year Core-unit')).toContain('7 years');
  });
});
