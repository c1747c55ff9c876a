import { fields } from '@keystatic/core';
import { IMAGE_EXTENSIONS, SHARE_IMAGE_EXTENSIONS, withRules } from './rules';

/**
 * The building blocks of every content schema: Keystatic's own fields (so the editing screen is generated
 * from the very definitions the site reads with), with the rules the site adds (files that must exist, alt
 * text, real dates, addresses, unique ids). Labels and descriptions are what an editor sees on the screen
 * and in the content check's messages.
 */

interface TextOptions {
  description?: string;
  /** May be left empty. */
  optional?: boolean;
  /** A paragraph or more (a text area on the editing screen). */
  multiline?: boolean;
}

/** A sentence, a title, a label. Required unless `optional`. */
export function text(label: string, options: TextOptions = {}) {
  return withRules(
    fields.text({
      label,
      description: options.description,
      multiline: options.multiline,
      validation: options.optional ? undefined : { isRequired: true },
    }),
    {},
  );
}

/** Paragraphs of prose, one item each (at least `min`). */
export function paragraphs(label: string, options: { description?: string; min?: number } = {}) {
  return fields.array(text('Paragraph', { multiline: true }), {
    label,
    description: options.description,
    itemLabel: (props) => truncate(props.value),
    validation: { length: { min: options.min ?? 1 } },
  });
}

/** A list of short texts (at least `min`). */
export function texts(label: string, options: { description?: string; min?: number; itemLabel?: string } = {}) {
  return fields.array(text(options.itemLabel ?? 'Item'), {
    label,
    description: options.description,
    itemLabel: (props) => truncate(props.value),
    validation: { length: { min: options.min ?? 1 } },
  });
}

/** A date, written year-month-day (2024-03-31). */
export function date(label: string, description?: string) {
  return withRules(fields.date({ label, description, validation: { isRequired: true } }), { date: true });
}

/** A link: a full address, mailto:, tel: or a path on this site. */
export function link(label: string, options: { description?: string; optional?: boolean } = {}) {
  return withRules(text(label, options), { url: true });
}

/** One of a fixed set of values. */
export function select<const Value extends string>(label: string, options: readonly { label: string; value: Value }[], defaultValue: Value, description?: string) {
  return fields.select({ label, options, defaultValue, description });
}

/** A whole number. */
export function integer(label: string, description?: string) {
  return fields.integer({ label, description, validation: { isRequired: true } });
}

/**
 * An image in public/images/`folder` (or public/images itself for '') — SVG, PNG, JPEG or WebP — with its
 * alt text: what the image shows, for a visitor who cannot see it. The file is named by its address (put
 * new images in that folder first): the editing screen's own upload would rename files after the field
 * and move images other pages share.
 */
export function image(label: string, folder: string, description?: string) {
  const publicPath = folder ? `/images/${folder}/` : '/images/';
  return fields.object(
    {
      src: withRules(
        text(label, { description: description ?? `The image's address, like ${publicPath}name.jpg (the file goes in public${publicPath}).` }),
        { publicPath, extensions: IMAGE_EXTENSIONS },
      ),
      alt: text('Alt text', { description: 'What the image shows, read aloud to a visitor who cannot see it.' }),
    },
    { label },
  );
}

/**
 * The picture a link preview shows for a page (Open Graph), optional: a PNG, JPEG or WebP in public/images
 * (best 1200 × 630 pixels), with its alt text. Left empty, the site's default picture is used.
 */
export function shareImage(label: string, description?: string) {
  return withRules(
    fields.object(
      {
        src: withRules(
          text('Image', { optional: true, description: 'The picture’s address, like /images/share/technology.png (PNG, JPEG or WebP, best 1200 × 630 pixels, in public/images/).' }),
          { publicPath: '/images/', extensions: SHARE_IMAGE_EXTENSIONS },
        ),
        alt: text('Alt text', { optional: true, description: 'What the picture shows, for a visitor who cannot see it.' }),
      },
      { label, description },
    ),
    { together: ['src', 'alt'] },
  );
}

/** A yes-or-no choice, no unless ticked. */
export function flag(label: string, description?: string) {
  return fields.checkbox({ label, description, defaultValue: false });
}

/** A document in public/files (a PDF, say), named by its address: /files/name.pdf. */
export function file(label: string, description?: string) {
  return withRules(text(label, { description: description ?? 'The document’s address, like /files/name.pdf (the file goes in public/files/).' }), {
    publicPath: '/files/',
  });
}

/** A list of groups of fields; `unique` names a field whose values may not repeat (an id). */
export function list<Element extends Parameters<typeof fields.array>[0]>(
  label: string,
  element: Element,
  options: { description?: string; min?: number; itemLabel?: (value: Record<string, unknown>) => string; unique?: string } = {},
) {
  const array = fields.array(element, {
    label,
    description: options.description,
    itemLabel: options.itemLabel
      ? (props) => {
          const value = Object.fromEntries(Object.entries((props as { fields?: Record<string, { value: unknown }> }).fields ?? {}).map(([key, field]) => [key, field.value]));
          return truncate(options.itemLabel!(value));
        }
      : undefined,
    validation: { length: { min: options.min ?? 1 } },
  });
  return options.unique ? withRules(array, { unique: options.unique }) : array;
}

export const group = fields.object;

function truncate(text: unknown): string {
  const value = typeof text === 'string' ? text : '';
  return value.length > 60 ? `${value.slice(0, 57)}…` : value || '(empty)';
}
