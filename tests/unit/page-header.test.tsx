import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageHeader } from '@/components/layout/page-header';

describe('PageHeader', () => {
  it('renders the title alone over the default artwork, with no shade', () => {
    const html = renderToStaticMarkup(<PageHeader title="Careers" />);
    expect(html).toContain('<h1');
    expect(html).toContain('>Careers</h1>');
    expect(html).toContain('data-testid="default-header-art"');
    expect(html).not.toContain('<img');
    expect(html).toContain('data-shade="false"');
    // A title alone makes the compact hero (no band of empty navy above it).
    expect(html).toContain('data-size="compact"');
  });

  it('renders subtitle, description, a custom image, the shade and actions', () => {
    const html = renderToStaticMarkup(
      <PageHeader title="Path to Market" subtitle="Technology" description="From design to deployment." image="/images/x.svg" shade>
        {/* A plain link stands for any action the header is given. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/contact">Talk to us</a>
      </PageHeader>,
    );
    expect(html).toMatch(/<p[^>]*>Technology<\/p>/);
    expect(html).toContain('From design to deployment.');
    expect(html).toContain('src="/images/x.svg"');
    expect(html).toContain('alt=""');
    expect(html).not.toContain('default-header-art');
    expect(html).toContain('data-shade="true"');
    expect(html).toContain('<a href="/contact">Talk to us</a>');
    // The subtitle comes before the title.
    expect(html.indexOf('Technology')).toBeLessThan(html.indexOf('Path to Market'));
  });
});
