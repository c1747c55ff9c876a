import { singleton } from '@keystatic/core';
import { group, list, text, texts } from '../fields';
import { prose } from '../markdoc-tags';
import { keyFigures, pageHeader, relatedCards } from './parts';

/**
 * Advanced Nuclear Reactor Design (/technology/advanced-nuclear-reactor-design): a long article in
 * Markdoc. The body's `## Heading {% #id %}` lines start its sections; `{% comparison-table /%}` places
 * the table described in the front matter.
 */
export const advancedNuclear = singleton({
  label: 'Advanced Nuclear Reactor Design',
  path: 'content/technology/advanced-nuclear',
  format: { contentField: 'body' },
  schema: {
    header: pageHeader('technology'),
    keyFigures: keyFigures(),
    comparisonTable: group(
      {
        id: text('Id', { description: 'The table’s address on the page (reactor-comparison); letters, digits and dashes.' }),
        caption: text('Caption'),
        columns: texts('Column headings', { min: 2, itemLabel: 'Heading', description: 'The row-heading column first.' }),
        rows: list(
          'Rows',
          group({ header: text('Row heading'), cells: texts('Cells', { itemLabel: 'Cell', description: 'One per column after the first.' }) }),
          { min: 1, unique: 'header', itemLabel: (value) => String(value.header ?? '') },
        ),
      },
      { label: 'Comparison table', description: 'Shown where the body says {% comparison-table /%}.' },
    ),
    related: relatedCards(),
    body: prose('Text', 'The opening paragraphs, then one section per "## Heading {% #id %}" line.'),
  },
});
