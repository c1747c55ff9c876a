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
