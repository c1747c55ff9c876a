import { describe, expect, it } from 'vitest';
import type { SearchDocument } from '@/lib/search/documents';
import { createSearchIndex } from '@/lib/search/engine';
import { highlight, snippet } from '@/lib/search/snippet';

/** A small corpus with known dates, categories and words, so every expectation below is exact. */
function doc(id: string, overrides: Partial<SearchDocument>): SearchDocument {
  const [kind, number] = id.split(':') as [SearchDocument['kind'], string];
  return {
    id,
    kind,
    href: kind === 'page' ? number : `/newsroom/${kind}/${number}`,
    title: `Document ${id}`,
    text: '',
    label: 'Press Releases',
    dateText: '',
    dateTime: '',
    categories: [],
    ...overrides,
  };
}

const press = { id: 58, name: 'Press Releases' };
const news = { id: 55, name: 'In the News' };
const smr = { id: 901, name: 'Small Modular Reactors' };
const genIv = { id: 902, name: 'gen-iv' };

const corpus: SearchDocument[] = [
  doc('posts:1', { title: 'Reactor licensing begins', text: 'The licensing team starts work on the reactor.', dateTime: '2019-05-01T09:00:00Z', categories: [press] }),
  doc('posts:2', { title: 'A molten salt primer', text: 'Molten salt carries heat at 585 °C without pressure.', dateTime: '2024-02-01T09:00:00Z', categories: [news, smr] }),
  doc('posts:3', { title: 'Reactor reactor reactor', text: 'Reactor everywhere: reactor, reactor, reactor.', dateTime: '2018-01-10T09:00:00Z', categories: [news] }),
  doc('posts:4', { title: 'Quarterly update', text: 'A short note that mentions the reactor once.', dateTime: '2026-03-01T09:00:00Z', categories: [press, genIv] }),
  doc('event:5', { title: 'Reactor open house', text: 'Visit the reactor site.', dateTime: '2025-01-01T09:00:00Z', label: 'Events', categories: [] }),
  doc('page:/technology', { title: 'IMSR Technology', text: 'How the reactor works, the Core-unit and its seven-year life.', label: 'Technology' }),
  doc('page:/accessibility/aoda', { title: 'AODA Customer Service Policy', text: 'Our policy under the Accessibility for Ontarians with Disabilities Act.', dateTime: '2024-04-30T12:00:00Z', label: 'Accessibility' }),
  doc('posts:6', { title: 'Équipe de réacteur à Montréal', text: 'Une équipe francophone.', dateTime: '2022-06-01T09:00:00Z', categories: [news] }),
  doc('posts:7', { title: 'Reactor supply chain', text: 'Suppliers for the reactor.', dateTime: '2021-03-01T09:00:00Z', categories: [news] }),
  doc('media:8', { title: 'Reactor diagram', text: 'A diagram.', dateTime: '2023-07-01T09:00:00Z', label: 'DOWNLOAD' }),
];

const index = createSearchIndex(corpus);
const ids = (term: string, options = {}) => index.search({ term, ...options }).hits.map((hit) => hit.id);

describe('search ranking and order', () => {
  it('lists every match newest first by default, undated pages last', () => {
    const result = index.search({ term: 'reactor', page: 1 });
    expect(result.total).toBe(7);
    expect(result.sort).toBe('newest');
    expect(result.hits.map((hit) => hit.id)).toEqual(['posts:4', 'event:5', 'media:8', 'posts:7', 'posts:1']);
    expect(ids('reactor', { page: 2 })).toEqual(['posts:3', 'page:/technology']);
  });

  it('lists undated results after the dated ones, best match first', () => {
    const pages = createSearchIndex([
      doc('page:/a', { title: 'Policy', text: 'Mentions the heat once.', label: 'Policies' }),
      doc('page:/b', { title: 'Heat', text: 'Heat, heat and more heat for industry.', label: 'Technology' }),
      doc('posts:9', { title: 'News', text: 'Some heat.', dateTime: '2020-01-01T00:00:00Z' }),
    ]);
    expect(pages.search({ term: 'heat' }).hits.map((hit) => hit.id)).toEqual(['posts:9', 'page:/b', 'page:/a']);
  });

  it('orders by relevance on request: the title and repeated matches first', () => {
    const relevance = ids('reactor', { sort: 'relevance' });
    expect(relevance[0]).toBe('posts:3');
    expect(relevance).not.toEqual(ids('reactor'));
  });

  it('requires every word of the term', () => {
    expect(ids('molten salt')).toEqual(['posts:2']);
    expect(ids('molten licensing')).toEqual([]);
  });

  it('matches prefixes of three letters or more, but not single letters', () => {
    expect(ids('licens')).toEqual(['posts:1']);
    expect(ids('aod')).toEqual(['page:/accessibility/aoda']);
    expect(index.search({ term: 'r' }).total).toBe(0);
  });

  it('forgives a typo when nothing matches exactly', () => {
    expect(ids('moltne salt')).toEqual(['posts:2']);
    expect(ids('reactr licensing')).toEqual(['posts:1']);
  });

  it('ignores case and accents in both directions', () => {
    expect(ids('EQUIPE REACTEUR')).toEqual(['posts:6']);
    expect(ids('Montréal')).toEqual(['posts:6']);
    expect(ids('montreal')).toEqual(['posts:6']);
  });

  it('finds hyphenated words and figures', () => {
    expect(ids('Core-unit')).toEqual(['page:/technology']);
    expect(ids('585')).toEqual(['posts:2']);
  });

  it('treats query syntax and markup as plain words', () => {
    expect(index.search({ term: '<script>alert(1)</script>' }).total).toBe(0);
    expect(index.search({ term: 'reactor AND NOT "licensing" OR *' }).total).toBe(0);
    expect(index.search({ term: '   ' })).toMatchObject({ term: '', total: 0, hits: [] });
  });

  it('keeps the term as typed (spaces collapsed, cut at 200 characters)', () => {
    expect(index.search({ term: '  molten   salt ' }).term).toBe('molten salt');
    expect(index.search({ term: 'x'.repeat(500) }).term).toHaveLength(200);
  });
});

describe('search filters and counts', () => {
  it('counts the results of every option, whatever is selected, and disables empty ones', () => {
    const { filters } = index.search({ term: 'reactor', filters: ['press-releases'] });
    const counts = Object.fromEntries(filters.map((filter) => [filter.name, filter.count]));
    expect(counts).toEqual({
      'In the News': 2,
      'Press Releases': 2,
      Events: 1,
      Blog: 0,
      'Gen-IV': 1,
      'Small Modular Reactors': 0,
      Pages: 1,
    });
    expect(filters.filter((filter) => filter.disabled).map((filter) => filter.name)).toEqual(['Blog', 'Small Modular Reactors']);
    expect(filters.find((filter) => filter.id === 'press-releases')?.selected).toBe(true);
  });

  it('narrows to the selected options, several combining as any of them', () => {
    expect(ids('reactor', { filters: ['press-releases'] })).toEqual(['posts:4', 'posts:1']);
    expect(ids('reactor', { filters: ['press-releases', 'events'] })).toEqual(['posts:4', 'event:5', 'posts:1']);
    expect(ids('reactor', { filters: ['pages'] })).toEqual(['page:/technology']);
    expect(ids('reactor', { filters: ['in-the-news'] })).toEqual(['posts:7', 'posts:3']);
    expect(index.search({ term: 'reactor', filters: ['press-releases'] }).total).toBe(2);
  });

  it('matches categories by name ignoring case, and events by kind', () => {
    expect(ids('quarterly', { filters: ['gen-iv'] })).toEqual(['posts:4']);
    expect(ids('molten', { filters: ['small-modular-reactors'] })).toEqual(['posts:2']);
    expect(ids('open house', { filters: ['events'] })).toEqual(['event:5']);
  });

  it('ignores unknown and empty options instead of hiding everything', () => {
    expect(index.search({ term: 'reactor', filters: ['nonsense'] }).total).toBe(7);
    const result = index.search({ term: 'reactor', filters: ['blog'] });
    expect(result.total).toBe(7);
    expect(result.filters.find((filter) => filter.id === 'blog')).toMatchObject({ selected: false, disabled: true, count: 0 });
  });
});

describe('remembered terms', () => {
  it('answers paging, filtering and re-sorting of a remembered term exactly as a fresh search', () => {
    const remembering = createSearchIndex(corpus);
    const forgetting = createSearchIndex(corpus, { recentTerms: 0 });
    const requests = [
      { term: 'reactor' },
      { term: 'reactor', page: 2 },
      { term: 'reactor', sort: 'relevance' as const },
      { term: 'reactor', sort: 'relevance' as const, page: 2, filters: ['in-the-news', 'pages'] },
      { term: 'REACTOR', filters: ['press-releases'] },
      { term: 'moltne salt', sort: 'relevance' as const },
    ];
    for (const request of requests) expect(remembering.search(request)).toEqual(forgetting.search(request));
    expect(remembering.search({ term: 'reactor', sort: 'relevance' }).hits[0]?.title.some((segment) => segment.match)).toBe(true);
  });
});

describe('search paging', () => {
  it('shows five results a page and the rest on the next', () => {
    const first = index.search({ term: 'reactor' });
    const second = index.search({ term: 'reactor', page: 2 });
    expect(first).toMatchObject({ total: 7, page: 1, totalPages: 2, perPage: 5 });
    expect(first.hits).toHaveLength(5);
    expect(second.hits).toHaveLength(2);
    expect(new Set([...first.hits, ...second.hits].map((hit) => hit.id)).size).toBe(7);
  });

  it('answers a page past the end with the last page and nonsense with the first', () => {
    expect(index.search({ term: 'reactor', page: 99 }).page).toBe(2);
    expect(index.search({ term: 'reactor', page: -3 }).page).toBe(1);
    expect(index.search({ term: 'reactor', page: Number.NaN }).page).toBe(1);
    expect(index.search({ term: 'zzzz', page: 4 })).toMatchObject({ total: 0, page: 1, totalPages: 0, hits: [] });
  });
});

describe('search snippets', () => {
  it('marks the matched words of the title and the text', () => {
    const [hit] = index.search({ term: 'molten' }).hits;
    expect(hit?.title).toEqual([
      { text: 'A ', match: false },
      { text: 'molten', match: true },
      { text: ' salt primer', match: false },
    ]);
    expect(hit?.snippet.filter((segment) => segment.match).map((segment) => segment.text)).toEqual(['Molten']);
  });

  it('marks prefix and typo matches as the words they matched', () => {
    const [hit] = index.search({ term: 'licens' }).hits;
    expect(hit?.snippet.filter((segment) => segment.match).map((segment) => segment.text)).toEqual(['licensing']);
  });

  it('quotes the text around the first match, with ellipses where text was left out', () => {
    const text = `${'Lorem ipsum dolor sit amet. '.repeat(20)}The Core-unit is replaced every seven years. ${'Consectetur adipiscing elit. '.repeat(20)}`;
    const segments = snippet(text, new Set(['core', 'unit']), 120);
    const shown = segments.map((segment) => segment.text).join('');
    expect(shown.startsWith('… ')).toBe(true);
    expect(shown.endsWith('…')).toBe(true);
    expect(shown).toContain('The Core-unit is replaced every seven years.');
    expect(shown.length).toBeLessThanOrEqual(125);
    expect(segments.filter((segment) => segment.match).map((segment) => segment.text)).toEqual(['Core', 'unit']);
  });

  it('centres on the place where the most words of the term stand together', () => {
    const text = `The United States agreed. ${'Filler words that say nothing. '.repeat(10)}Each Core-unit runs for seven years.`;
    const shown = snippet(text, new Set(['core', 'unit', 'united']), 80).map((segment) => segment.text).join('');
    expect(shown).toContain('Core-unit runs');
  });

  it('keeps markup in documents and terms as text segments, never as markup', () => {
    const segments = highlight('Use <b>bold</b> & "quotes" <script>x</script>', new Set(['script']));
    expect(segments.map((segment) => segment.text).join('')).toBe('Use <b>bold</b> & "quotes" <script>x</script>');
    expect(segments.filter((segment) => segment.match).map((segment) => segment.text)).toEqual(['script', 'script']);
  });

  it('opens with the start of the text when only the title matched', () => {
    const [hit] = index.search({ term: 'quarterly' }).hits;
    expect(hit?.snippet.map((segment) => segment.text).join('')).toBe('A short note that mentions the reactor once.');
  });
});
