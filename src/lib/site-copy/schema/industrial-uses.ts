import { singleton } from '@keystatic/core';
import { group, image, integer, list, select, text } from '../fields';
import { prose } from '../markdoc-tags';
import { keyFigures, linkCard, pageHeader, relatedCards } from './parts';

/**
 * Industrial Uses (/technology/versatile): a long article in Markdoc. The body's `## Heading {% #id %}`
 * lines start its sections; `{% temperature-scale /%}`, `{% diagram /%}` and `{% link-cards /%}` place
 * the scale, the diagram and the cards described in the front matter.
 */
export const industrialUses = singleton({
  label: 'Industrial Uses',
  path: 'content/technology/industrial-uses',
  format: { contentField: 'body' },
  schema: {
    header: pageHeader('technology'),
    keyFigures: keyFigures(),
    temperatureScale: group(
      {
        caption: text('Caption'),
        max: integer('Upper end of the scale, in °C', 'The scale starts at 0 °C.'),
        markers: list(
          'Marked heat sources',
          group({
            label: text('Name'),
            value: integer('Temperature, in °C'),
            tone: select('Colour', [{ label: 'Legacy (grey)', value: 'legacy' }, { label: 'IMSR (orange)', value: 'imsr' }], 'imsr'),
          }),
          { min: 1, unique: 'tone', itemLabel: (value) => String(value.label ?? '') },
        ),
        bands: list(
          'Process temperatures',
          group({ label: text('Use of heat'), from: integer('From, in °C'), to: integer('To, in °C') }),
          { min: 1, unique: 'label', itemLabel: (value) => String(value.label ?? '') },
        ),
      },
      { label: 'Temperature scale', description: 'Shown where the body says {% temperature-scale /%}.' },
    ),
    diagram: group(
      {
        image: image('Diagram', 'technology'),
        width: integer('Width of the artwork, in pixels'),
        height: integer('Height of the artwork, in pixels'),
        caption: text('Caption', { multiline: true }),
      },
      { label: 'Diagram', description: 'Shown where the body says {% diagram /%}.' },
    ),
    linkCards: group(
      {
        label: text('Name of the cards, read aloud'),
        cards: list('Cards', linkCard(), { min: 1, unique: 'href', itemLabel: (value) => String(value.title ?? '') }),
      },
      { label: 'Application cards', description: 'Shown where the body says {% link-cards /%}.' },
    ),
    related: relatedCards(),
    body: prose('Text', 'The opening paragraphs, then one section per "## Heading {% #id %}" line.'),
  },
});
