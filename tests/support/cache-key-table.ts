/**
 * The cache key rules as one table: an address a visitor asks for, and the key both the site's page cache
 * (server/cache/query-params.mjs) and the CDN's VCL (made from the same module by cdn/vcl.mjs) keep its page
 * under. tests/unit/query-params.test.ts holds the site to it, tests/integration/cdn/varnish-rules.test.ts
 * the CDN (the address the CDN asks the site for is the key).
 */
export const CACHE_KEY_TABLE: readonly { rule: string; url: string; key: string }[] = [
  { rule: 'campaign parameters never split a page', url: '/?utm_source=news&utm_medium=mail&fbclid=IwAR0abc&gclid=xyz', key: '/' },
  { rule: 'a parameter the page does not read is dropped', url: '/technology?ref=twitter&x=RANDOM-1', key: '/technology' },
  { rule: 'Next.js’s _rsc is left out of a document’s key', url: '/technology?_rsc=1x2y', key: '/technology' },
  { rule: 'an article’s address keeps no query', url: '/newsroom/posts/12?fbclid=abc', key: '/newsroom/posts/12' },
  { rule: 'the parameters a page reads are kept, sorted by name', url: '/newsroom?utm_campaign=launch&year=2024&page=2', key: '/newsroom?page=2&year=2024' },
  { rule: 'a parameter read once keeps its first value', url: '/newsroom?page=2&year=2024&page=3', key: '/newsroom?page=2&year=2024' },
  { rule: 'an empty value is no value', url: '/newsroom?year=&page=2', key: '/newsroom?page=2' },
  { rule: 'every filter is kept, sorted', url: '/search?term=salt&filter=pages&filter=blog&sort=relevance&_rsc=abc', key: '/search?filter=blog&filter=pages&sort=relevance&term=salt' },
  { rule: 'a search term keeps its spelling', url: '/search?term=molten+salt&page=2&utm_source=x', key: '/search?page=2&term=molten+salt' },
  { rule: 'a list’s kind and page', url: '/media?type=videos&page=2', key: '/media?page=2&type=videos' },
  { rule: 'the events’ view', url: '/event?view=past&fbclid=1', key: '/event?view=past' },
  { rule: 'a flag a page reads', url: '/our-team/advisors?redirected=true&utm_source=x', key: '/our-team/advisors?redirected=true' },
  { rule: 'an address no page takes keeps no query', url: '/no-such-page?year=2023', key: '/no-such-page' },
];
