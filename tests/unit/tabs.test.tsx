import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { announcementText, tabIndexForKey, Tabs, type TabItem } from '@/components/ui/tabs';

const items: TabItem[] = [
  { id: 'one', label: 'The key challenge', content: <p>First panel text.</p> },
  { id: 'two', label: 'The IMSR Core-unit', content: <p>Second panel text.</p> },
  { id: 'three', label: 'High safety high energy', content: <p>Third panel text.</p> },
];

/** The server markup, parsed: Node has no DOM, so attributes are read with patterns on single elements. */
function render(props: Partial<Parameters<typeof Tabs>[0]> = {}) {
  return renderToStaticMarkup(<Tabs id="demo" label="Replaceable IMSR Core-unit" items={items} {...props} />);
}
const elements = (html: string, pattern: RegExp) => html.match(new RegExp(pattern.source, 'g')) ?? [];

describe('Tabs server markup', () => {
  const html = render();
  const tabs = elements(html, /<a[^>]*role="tab"[^>]*>[^<]*<\/a>/);
  const panels = elements(html, /<section[^>]*role="tabpanel"[^>]*>/);

  it('names the tab list and renders one tab per item, in order', () => {
    expect(html).toMatch(/<div[^>]*role="tablist"[^>]*aria-label="Replaceable IMSR Core-unit"/);
    expect(tabs.map((tab) => tab.replace(/<[^>]+>/g, ''))).toEqual(items.map((item) => item.label));
    // Each tab is a link to its panel, so a tap before the scripts run still shows it (:target).
    items.forEach((item, index) => expect(tabs[index]).toContain(`href="#demo-panel-${item.id}"`));
  });

  it('selects the first tab, with a roving tabindex and ids that tie each tab to its panel', () => {
    expect(tabs[0]).toContain('aria-selected="true"');
    expect(tabs[0]).toContain('tabindex="0"');
    for (const tab of tabs.slice(1)) {
      expect(tab).toContain('aria-selected="false"');
      expect(tab).toContain('tabindex="-1"');
    }
    items.forEach((item, index) => {
      expect(tabs[index]).toContain(`id="demo-tab-${item.id}"`);
      expect(tabs[index]).toContain(`aria-controls="demo-panel-${item.id}"`);
      expect(panels[index]).toContain(`id="demo-panel-${item.id}"`);
      expect(panels[index]).toContain(`aria-labelledby="demo-tab-${item.id}"`);
      expect(panels[index]).toContain('tabindex="0"');
    });
  });

  it('renders every panel with its heading and text, hiding all but the first', () => {
    expect(panels[0]).not.toContain('hidden');
    for (const panel of panels.slice(1)) expect(panel).toContain('hidden=""');
    expect(elements(html, /<h3[^>]*>[^<]*<\/h3>/).map((heading) => heading.replace(/<[^>]+>/g, ''))).toEqual(
      items.map((item) => item.label),
    );
    for (const text of ['First panel text.', 'Second panel text.', 'Third panel text.']) expect(html).toContain(`<p>${text}</p>`);
  });

  it('uses the heading level it is given', () => {
    expect(elements(render({ headingLevel: 4 }), /<h4[^>]*>/)).toHaveLength(3);
  });

  it('renders an empty polite status region only when asked to announce', () => {
    expect(html).not.toContain('role="status"');
    expect(render({ announce: 'Graphic changed to {label}' })).toMatch(/<div role="status"[^>]*><\/div>/);
  });
});

describe('Tabs keyboard', () => {
  it('moves right and left one tab and wraps at both ends', () => {
    expect(tabIndexForKey('ArrowRight', 0, 3)).toBe(1);
    expect(tabIndexForKey('ArrowRight', 1, 3)).toBe(2);
    expect(tabIndexForKey('ArrowRight', 2, 3)).toBe(0);
    expect(tabIndexForKey('ArrowLeft', 2, 3)).toBe(1);
    expect(tabIndexForKey('ArrowLeft', 0, 3)).toBe(2);
  });

  it('goes to the first and last tab with Home and End', () => {
    expect(tabIndexForKey('Home', 2, 3)).toBe(0);
    expect(tabIndexForKey('End', 0, 3)).toBe(2);
  });

  it('ignores other keys, so Tab, Enter and the vertical arrows keep their usual meaning', () => {
    for (const key of ['Tab', 'Enter', ' ', 'ArrowUp', 'ArrowDown', 'a']) expect(tabIndexForKey(key, 1, 3)).toBeNull();
  });
});

describe('Tabs announcement', () => {
  it('puts the new tab label into the template', () => {
    expect(announcementText('Graphic changed to {label}', 'The IMSR Core-unit')).toBe('Graphic changed to The IMSR Core-unit');
    expect(announcementText('{label} shown', 'High safety high energy')).toBe('High safety high energy shown');
  });
});
