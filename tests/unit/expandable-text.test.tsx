import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ExpandableText } from '@/components/ui/expandable-text';

const paragraphs = ['First paragraph.', 'Second paragraph.', 'Third paragraph.'];

/** The closed disclosure as the server sends it: a details, no `open`, its summary first. */
const CLOSED_DETAILS = /<details class="[^"]*"><summary [^>]*data-testid="more-less"/;

describe('ExpandableText', () => {
  it('renders the preview outside, the rest in a closed details whose summary says More and Less about the label', () => {
    const html = renderToStaticMarkup(<ExpandableText id="bio-x" paragraphs={paragraphs} label="X" />);
    expect(html).toContain('id="bio-x"');
    expect(html).toMatch(CLOSED_DETAILS);
    expect(html).not.toContain(' open');
    const details = html.slice(html.indexOf('<details'));
    expect(html.indexOf('>First paragraph.</p>')).toBeLessThan(html.indexOf('<details'));
    expect(details).toMatch(/<div id="bio-x-more"[^>]*><p[^>]*>Second paragraph\.<\/p><p[^>]*>Third paragraph\.<\/p><\/div><\/details>/);
    // Both labels are sent (CSS shows one for the state), then the name's rest for screen readers.
    expect(details).toMatch(/aria-controls="bio-x-more"[^>]*><span[^>]*>More<\/span><span[^>]*>Less<\/span><span class="visually-hidden"> about X<\/span><\/summary>/);
    expect(html).not.toContain('<button');
    expect(html).not.toContain('hidden=');
  });

  it('renders a single paragraph without a disclosure', () => {
    const html = renderToStaticMarkup(<ExpandableText id="bio-y" paragraphs={['Only one.']} preview={2} label="Y" />);
    expect(html).toContain('>Only one.</p>');
    expect(html).not.toContain('bio-y-more');
    expect(html).not.toContain('<details');
  });
});

describe('ExpandableText with a heading and a summary', () => {
  const details = ['Detail one.', 'Detail two.'];
  const render = () =>
    renderToStaticMarkup(
      <ExpandableText id="item" heading={<h3>Electricity</h3>} summary="The lead." paragraphs={details} collapseOffset={200} label="Electricity" />,
    );

  it('renders the heading first inside the block, then the summary, then the disclosure with the details', () => {
    const html = render();
    expect(html).toMatch(/^<div id="item"[^>]*><h3>Electricity<\/h3><p id="item-summary"[^>]*>The lead\.<\/p><details/);
    expect(html.indexOf('Detail one.')).toBeLessThan(html.indexOf('Detail two.'));
  });

  it('puts every paragraph in the hidden part when a summary stands in for the preview, and the toggle controls both', () => {
    const html = render();
    const more = html.slice(html.indexOf('id="item-more"'));
    for (const paragraph of details) expect(more).toContain(`>${paragraph}</p>`);
    expect(html).toContain('aria-controls="item-summary item-more"');
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
    expect(html).not.toContain('<details');
  });
});
