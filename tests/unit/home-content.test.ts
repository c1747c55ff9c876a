import { describe, expect, it } from 'vitest';
import { readCopy } from '@/lib/site-copy';

/** The shape of content/home.yaml; its words as the specification fixes them are checked in shipped-copy-home-technology. */
describe('home content', () => {
  const home = readCopy('home');

  it('has six figures, each a statement with a note', () => {
    expect(home.figures.items).toHaveLength(6);
    for (const stat of home.figures.items) {
      expect(stat.figure.length).toBeGreaterThan(0);
      expect(stat.label.length).toBeGreaterThan(0);
      expect(stat.note.length).toBeGreaterThan(20);
    }
  });

  it('has four What we do items, each with a summary and more detail, and ids that are unique', () => {
    const items = home.whatWeDo.items;
    expect(items).toHaveLength(4);
    expect(new Set(items.map((service) => service.id)).size).toBe(items.length);
    for (const service of items) {
      expect(service.id).toMatch(/^[a-z0-9-]+$/);
      expect(service.summary.length).toBeGreaterThan(20);
      expect(service.details.length).toBeGreaterThan(0);
    }
  });

  it('names the press as text, each once', () => {
    expect(home.press.names.length).toBeGreaterThan(0);
    expect(new Set(home.press.names).size).toBe(home.press.names.length);
  });
});
