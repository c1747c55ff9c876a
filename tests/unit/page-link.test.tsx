import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { linkHref, PageLink } from '@/components/ui/page-link';

describe('page links', () => {
  it('write the form of a path the server answers without a redirect', () => {
    expect(linkHref('/subscription/')).toBe('/subscription');
    expect(linkHref('/our-team/advisors//')).toBe('/our-team/advisors');
    expect(linkHref('/newsroom/?year=2024')).toBe('/newsroom?year=2024');
    expect(linkHref('/technology/#core')).toBe('/technology#core');
    expect(linkHref('/')).toBe('/');
    expect(linkHref('/search?term=a/')).toBe('/search?term=a/');
    expect(linkHref('#main')).toBe('#main');
  });

  it('render a plain anchor, asking to keep the scroll only when told', () => {
    expect(renderToStaticMarkup(<PageLink href="/subscription/">Subscribe</PageLink>)).toBe('<a href="/subscription">Subscribe</a>');
    expect(renderToStaticMarkup(<PageLink href="/search?page=2" keepScroll>2</PageLink>)).toBe(
      '<a href="/search?page=2" data-keep-scroll="">2</a>',
    );
  });
});
