/**
 * Rules a schema field carries beyond what Keystatic checks itself. Kept apart from the reader (no Node.js
 * modules here): the editing screen loads the schemas in the browser.
 */

/** Extra rules a schema attaches to a field (by object identity), beyond what Keystatic checks. */
export interface FieldRules {
  /** The field holds a date: written YYYY-MM-DD and a real day. */
  date?: boolean;
  /** The items' values of this key must be unique within the list. */
  unique?: string;
  /**
   * The field names a file under public/ whose address starts with this (`/images/team/`): it must exist
   * there (unless `exists` is false).
   */
  publicPath?: string;
  exists?: boolean;
  /** Allowed file endings of an image or file field. */
  extensions?: readonly string[];
  /** An address: http(s)://, mailto:, tel: or a path on this site. */
  url?: boolean;
  /** A text without the invisible characters editors cannot see (no-break space is allowed). */
  visible?: boolean;
  /** Fields of a group written all together or not at all (an optional picture and its alt text). */
  together?: readonly string[];
}

const rules = new WeakMap<object, FieldRules>();

export function rulesOf(field: object): FieldRules {
  return rules.get(field) ?? {};
}

/** Attaches rules to a field and returns it (the schema stays one Keystatic definition). */
export function withRules<T extends object>(field: T, fieldRules: FieldRules): T {
  rules.set(field, { ...rules.get(field), ...fieldRules });
  return field;
}

/** The image formats a portrait or an illustration may be in. */
export const IMAGE_EXTENSIONS = ['svg', 'png', 'jpg', 'jpeg', 'webp'] as const;

/** The formats link previews show everywhere (social networks refuse SVG). */
export const SHARE_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp'] as const;
