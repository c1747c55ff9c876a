import { fields } from '@keystatic/core';
import { singleton } from '@keystatic/core';
import { group, image, integer, link, list, text } from '../fields';
import { IMAGE_EXTENSIONS, withRules } from '../rules';
import { sectionedProse } from '../markdoc-tags';

/**
 * A long article page (the applications pages): header, key figures, diagrams and the cards leading on in
 * the front matter; the opening paragraphs and the sections, each a level-2 heading with its anchor, in
 * the Markdoc text. `articleSingleton` is shared by every page built on ArticlePage.
 */

/** Header artwork: decorative (it says nothing a visitor would miss), so it has no alt text. */
function headerArtwork(folder: string) {
  return withRules(
    fields.image({
      label: 'Header artwork',
      description: 'Decorative background of the page header.',
      directory: `public/images/${folder}`,
      publicPath: `/images/${folder}/`,
      validation: { isRequired: true },
    }),
    { exists: true, extensions: IMAGE_EXTENSIONS },
  );
}

export function articleSingleton(label: string, path: string, imageFolder: string) {
  return singleton({
    label,
    path,
    format: { contentField: 'body' },
    schema: {
      section: text('Section', { description: 'Shown above the title when the site’s navigation does not list the page ("Applications").' }),
      description: text('Description', { multiline: true, description: 'One or two sentences under the title in the header.' }),
      headerImage: headerArtwork(imageFolder),
      keyFigures: list(
        'Key figures',
        group({
          value: text('Value', { description: 'The number, large ("585 °C").' }),
          label: text('What it measures'),
        }),
        { itemLabel: (value) => `${String(value.value ?? '')} ${String(value.label ?? '')}`, unique: 'label', min: 3 },
      ),
      figures: list(
        'Figures',
        group({
          id: text('Name', { description: 'Write {% figure id="this-name" /%} in the text where the figure shows.' }),
          image: image('Diagram', imageFolder),
          width: integer('Width in pixels', 'The artwork’s own size, so the page keeps its place while it loads.'),
          height: integer('Height in pixels'),
          caption: text('Caption', { multiline: true }),
        }),
        { itemLabel: (value) => String(value.id ?? ''), unique: 'id', min: 0 },
      ),
      related: list(
        'Pages leading on',
        group({
          title: text('Title'),
          href: link('Link'),
          description: text('Description', { multiline: true }),
        }),
        { itemLabel: (value) => String(value.title ?? ''), unique: 'href', min: 1 },
      ),
      body: sectionedProse('Text', 'The opening paragraphs, then one section per level-2 heading with its anchor ({% #the-challenge %}).'),
    },
  });
}

export const dataCenters = articleSingleton('Data centers article', 'content/applications/data-centers', 'applications');
export const chemicalPlants = articleSingleton('Chemical and petrochemical plants article', 'content/applications/chemical-and-petrochemical-plants', 'applications');
export const coalToNuclear = articleSingleton('Coal to nuclear article', 'content/applications/coal-to-nuclear', 'applications');

/** The words every article page shares: the key figures heading, the cards leading on and the invitation to contact us. */
export const articlePage = singleton({
  label: 'Article pages: shared words',
  path: 'content/article-page',
  format: { data: 'yaml' },
  schema: {
    keyFiguresHeading: text('Key figures heading'),
    relatedHeading: text('Heading over the cards leading on'),
    relatedLabel: text('Cards list name', { description: 'Read aloud to visitors who use a screen reader ("Related pages").' }),
    learnMore: text('Card link text', { description: 'At the foot of each card ("Learn more").' }),
    contactText: text('Invitation to contact us', { multiline: true }),
    contactLabel: text('Contact button'),
    contactLink: link('Contact button link'),
  },
});
