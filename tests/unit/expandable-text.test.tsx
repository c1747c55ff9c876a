import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ExpandableText } from '@/components/ui/expandable-text';

const paragraphs = ['First paragraph.', 'Second paragraph.', 'Third paragraph.'];

describe('ExpandableText', () => {
  it('renders every paragraph on the server, none hidden, and no button before hydration', () => {
    const html = renderToStaticMarkup(<ExpandableText id="bio-x" paragraphs={paragraphs} label="X" />);
    for (const paragraph of paragraphs) expect(html).toContain(`>${paragraph}</p>`);
    expect(html).toContain('id="bio-x"');
    expect(html).toContain('id="bio-x-more"');
    expect(html).not.toContain('hidden');
    expect(html).not.toContain('<button');
    expect(html.indexOf('First')).toBeLessThan(html.indexOf('Second'));
  });

  it('renders a single paragraph without a hidden part', () => {
    const html = renderToStaticMarkup(<ExpandableText id="bio-y" paragraphs={['Only one.']} preview={2} label="Y" />);
    expect(html).toContain('>Only one.</p>');
    expect(html).not.toContain('bio-y-more');
  });
});

describe('ExpandableText with a heading and a summary', () => {
  const details = ['Detail one.', 'Detail two.'];
  const render = () =>
    renderToStaticMarkup(
      <ExpandableText id="item" heading={<h3>Electricity</h3>} summary="The lead." paragraphs={details} collapseOffset={200} label="Electricity" />,
    );

  it('renders the heading first inside the block, then the summary, then the details', () => {
    const html = render();
    expect(html).toMatch(/^<div id="item"[^>]*><h3>Electricity<\/h3><p id="item-summary"[^>]*>The lead\.<\/p><div id="item-more"/);
    expect(html.indexOf('Detail one.')).toBeLessThan(html.indexOf('Detail two.'));
  });

  it('puts every paragraph in the hidden part when a summary stands in for the preview', () => {
    const html = render();
    const more = html.slice(html.indexOf('id="item-more"'));
    for (const paragraph of details) expect(more).toContain(`>${paragraph}</p>`);
  });

  it('shows everything and no button on the server', () => {
    const html = render();
    expect(html).not.toContain('hidden');
    expect(html).not.toContain('<button');
    expect(html).not.toContain('data-expanded');
  });

  it('still honours an explicit preview next to a summary', () => {
    const html = renderToStaticMarkup(<ExpandableText id="z" summary="Lead." paragraphs={['Shown.', 'Hidden.']} preview={1} label="Z" />);
    expect(html.indexOf('>Shown.</p>')).toBeLessThan(html.indexOf('id="z-more"'));
    expect(html.indexOf('>Hidden.</p>')).toBeGreaterThan(html.indexOf('id="z-more"'));
  });

  it('keeps a summary without details as plain text', () => {
    const html = renderToStaticMarkup(<ExpandableText id="s" summary="Only a lead." paragraphs={[]} label="S" />);
    expect(html).toContain('id="s-summary"');
    expect(html).not.toContain('s-more');
  });
});
