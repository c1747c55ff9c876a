import { fields } from '@keystatic/core';
import { withRules, IMAGE_EXTENSIONS } from '../rules';
import { group, link, list, text } from '../fields';

/**
 * Pieces several page schemas share: the header of a static page, a decorative artwork, a button and a
 * link card.
 */

/** Decorative artwork in public/images/`folder` (no alt text: it sits behind words that carry the meaning). */
export function artwork(label: string, folder: string, description?: string) {
  const directory = `images/${folder}`;
  return withRules(
    fields.image({ label, description, directory: `public/${directory}`, publicPath: `/${directory}/`, validation: { isRequired: true } }),
    { exists: true, extensions: IMAGE_EXTENSIONS },
  );
}

/** The header of a static page below its title (the title itself is in content/pages.yaml). */
export function pageHeader(folder: string) {
  return group(
    {
      subtitle: text('Subtitle', { description: 'The small line above the title: where the page sits in the site ("Technology").' }),
      description: text('Description', { multiline: true, description: 'One or two sentences under the title.' }),
      artwork: artwork('Header artwork', folder, 'Decorative background behind the title (SVG, about 1600 × 600).'),
    },
    { label: 'Header' },
  );
}

/** A button or a text link: its words and where it goes. */
export function button(label: string) {
  return group({ label: text('Words'), link: link('Goes to') }, { label });
}

/** A card that leads to another page; the whole card is the link. */
export function linkCard() {
  return group({
    title: text('Title', { description: 'The card’s heading and link text.' }),
    href: link('Goes to'),
    description: text('Text', { multiline: true }),
  });
}

/** The "Key figures" aside of a long article. */
export function keyFigures() {
  return list(
    'Key figures',
    group({
      value: text('Figure', { description: 'Shown large ("585 °C").' }),
      label: text('What it measures', { description: 'Shown above the figure ("Heat delivered").' }),
    }),
    { min: 1, unique: 'label', description: 'Beside the text on wide screens; six fit best.', itemLabel: (value) => `${String(value.value ?? '')} ${String(value.label ?? '')}` },
  );
}

/** The cards to related pages at the foot of a long article. */
export function relatedCards() {
  return list('Related pages', linkCard(), {
    min: 2,
    unique: 'href',
    description: 'Laid out in rows of two and four: four fit best.',
    itemLabel: (value) => String(value.title ?? ''),
  });
}

/** A page header of a line above the title and the title (no artwork, no description). */
export function titleHeader() {
  return group(
    {
      subtitle: text('Line above the title', { description: 'The small text over the page title.' }),
      title: text('Page title'),
    },
    { label: 'Page header' },
  );
}
