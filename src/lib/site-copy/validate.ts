import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isMap, isSeq, LineCounter, parseDocument, type Document, type Node as YamlNode } from 'yaml';
import { rulesOf } from './rules';

/**
 * Reading one content file against its schema (the Keystatic fields in ./schema, the single definition of
 * every shape), the way an editor needs to hear about a mistake: the file, the line, the field, what is
 * wrong and what to write instead. The reader uses it to refuse a broken file at build time; the content
 * check (`npm run content:check`) uses it to list every problem at once.
 */

export interface Problem {
  /** The file, relative to the project (`content/team.yaml`). */
  file: string;
  /** 1-based line, where the format tells it. */
  line?: number;
  /** The field as an editor reads it (`executives › 3 › portrait › alt`); empty for the whole file. */
  field: string;
  /** What is wrong, and what to write instead. */
  message: string;
}

/** The parts of a Keystatic field the reader walks (they are plain objects at run time). */
type AnyField = {
  kind: 'form' | 'object' | 'array' | 'child' | 'conditional';
  label?: string;
  formKind?: string;
  fields?: Record<string, AnyField>;
  element?: AnyField;
  validation?: { length?: { min?: number; max?: number } };
  reader?: { parse: (value: unknown) => unknown };
  directory?: string;
  publicPath?: string;
  options?: readonly { label: string; value: string }[];
  defaultValue?: unknown;
};


/** Characters nobody can see in an editor that change how a text behaves (zero-width spaces and joiners). */
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff]/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function describe(value: unknown): string {
  if (value === null || value === undefined) return 'nothing';
  if (typeof value === 'string') return `"${value.length > 60 ? `${value.slice(0, 57)}…` : value}"`;
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a group of fields';
  return String(value);
}

/** Finds the YAML node at a path, for its line. */
function nodeAt(document: Document | undefined, path: (string | number)[]): YamlNode | undefined {
  let node: unknown = document?.contents;
  for (const key of path) {
    if (isMap(node)) node = node.get(key, true);
    else if (isSeq(node)) node = node.get(key as number, true);
    else return undefined;
  }
  return node as YamlNode | undefined;
}

/** The line of the field at `path` (or of its group, when the field itself is not written). */
export function lineAt(context: Pick<ReadContext, 'document' | 'lines' | 'lineOffset'>, path: (string | number)[]): number | undefined {
  const node = nodeAt(context.document, path) ?? nodeAt(context.document, path.slice(0, -1));
  const offset = node?.range?.[0];
  return offset !== undefined && context.lines ? context.lines.linePos(offset).line + (context.lineOffset ?? 0) : undefined;
}

/** A field as the content check names it: `executives › 3 › portrait` (items counted from 1). */
export function fieldName(path: readonly (string | number)[]): string {
  return path.map((key) => (typeof key === 'number' ? String(key + 1) : key)).join(' › ');
}

export interface ReadContext {
  file: string;
  /** The project's root (public/ lives there). */
  root: string;
  document?: Document;
  lines?: LineCounter;
  /** The line the data starts at (a Markdoc file's front matter starts on line 2). */
  lineOffset?: number;
}

/**
 * Walks `value` against `field`; returns the parsed value (defaults filled in) and every problem found.
 */
export function walkField(field: AnyField, value: unknown, path: (string | number)[], context: ReadContext, problems: Problem[]): unknown {
  const report = (message: string, at = path) => {
    problems.push({ file: context.file, line: lineAt(context, at), field: fieldName(at), message });
  };
  const extra = rulesOf(field);

  if (field.kind === 'object') {
    if (value === undefined || value === null) value = {};
    if (typeof value !== 'object' || Array.isArray(value)) {
      report(`should be a group of fields (${Object.keys(field.fields ?? {}).join(', ')}), not ${describe(value)}.`);
      return undefined;
    }
    const record = value as Record<string, unknown>;
    const known = field.fields ?? {};
    for (const key of Object.keys(record)) {
      if (!(key in known)) {
        const names = Object.keys(known);
        const close = names.find((name) => name.toLowerCase() === key.toLowerCase() || levenshtein(name, key) <= 2);
        report(
          `is not a field here.${close ? ` Did you mean \`${close}\`?` : ''} The fields are: ${names.join(', ')}.`,
          [...path, key],
        );
      }
    }
    const parsed: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(known)) parsed[key] = walkField(child, record[key], [...path, key], context, problems);
    if (extra.together) {
      const written = extra.together.filter((key) => parsed[key] !== undefined && parsed[key] !== '');
      if (written.length > 0) {
        for (const key of extra.together.filter((name) => !written.includes(name))) {
          const label = known[key]?.label;
          report(`${label ? `(${label}) ` : ''}is empty while \`${written.join('`, `')}\` is written: write it too, or leave them all empty.`, [...path, key]);
        }
      }
    }
    return parsed;
  }

  if (field.kind === 'array') {
    if (value === undefined || value === null) value = [];
    if (!Array.isArray(value)) {
      report(`should be a list (each item on its own line starting with "- "), not ${describe(value)}.`);
      return [];
    }
    const { min, max } = field.validation?.length ?? {};
    const what = field.label ?? 'this list';
    if (min !== undefined && value.length < min) report(`${what} needs at least ${min} item${min === 1 ? '' : 's'}; it has ${value.length}.`);
    if (max !== undefined && value.length > max) report(`${what} takes at most ${max} item${max === 1 ? '' : 's'}; it has ${value.length}.`);
    const items = value.map((item, index) => walkField(field.element as AnyField, item, [...path, index], context, problems));
    if (extra.unique) {
      const seen = new Map<unknown, number>();
      items.forEach((item, index) => {
        const key = (item as Record<string, unknown> | undefined)?.[extra.unique!];
        if (key === undefined || key === '') return;
        const first = seen.get(key);
        if (first !== undefined) report(`"${String(key)}" is used twice (items ${first + 1} and ${index + 1}); give each item its own.`, [...path, index, extra.unique!]);
        else seen.set(key, index);
      });
    }
    return items;
  }

  if (field.kind !== 'form' || !field.reader) {
    report('cannot be read by this version of the site (unsupported field).');
    return undefined;
  }

  let parsed: unknown;
  try {
    parsed = field.reader.parse(value);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (field.options) {
      report(`${describe(value)} is not one of the choices. Write one of: ${field.options.map((option) => option.value).join(', ')}.`);
    } else if (value === undefined || value === null || value === '') {
      report(`(${field.label ?? 'this field'}) is missing or empty. Write it: \`${String(path.at(-1))}: …\`.`);
    } else if (/^Must be a number$/.test(message)) {
      report(`should be a whole number, like 2025 (found ${describe(value)}).`);
    } else if (field.formKind === undefined && /boolean/.test(message)) {
      report(`should be true or false, not ${describe(value)}.`);
    } else {
      report(`${message} (found ${describe(value)}).`);
    }
    return undefined;
  }

  if (typeof parsed === 'string') {
    if (extra.visible !== false && INVISIBLE.test(parsed)) {
      report('holds an invisible character (a zero-width space or word joiner). Delete it and retype the words around it.');
    }
    if (extra.date && parsed !== '' && !isRealDate(parsed)) {
      report(`${describe(parsed)} is not a date. Write it as year-month-day, like 2024-03-31.`);
    }
    if (extra.url && parsed !== '' && !/^(https?:\/\/[^\s]+|mailto:[^\s@]+@[^\s]+|tel:\+?[\d-]+|\/[^\s]*)$/.test(parsed)) {
      report(`${describe(parsed)} is not an address. Write a full address (https://…), mailto:…, tel:… or a path on this site starting with /.`);
    }
    const publicPath = extra.publicPath ?? (field.formKind === 'asset' ? field.publicPath : undefined);
    if (publicPath !== undefined && parsed !== '') {
      const extension = parsed.split('.').pop()?.toLowerCase() ?? '';
      if (extra.extensions && !extra.extensions.includes(extension)) {
        report(`names ${describe(parsed)}; use a ${extra.extensions.join(', ')} file.`);
      }
      const relative = parsed.startsWith('/') ? parsed : `${publicPath}${parsed}`;
      if (!relative.startsWith(publicPath)) {
        report(`names ${parsed}, outside ${publicPath}. Put the file in public${publicPath} and write ${publicPath}<file name>.`);
      } else if (extra.exists !== false && !existsSync(join(/*turbopackIgnore: true*/ context.root, 'public', relative))) {
        report(`names ${relative}, which does not exist in public/. Add the file as public${relative}, or correct the name.`);
      }
      return relative;
    }
  }
  return parsed;
}

/** How many letters differ between two words (for "did you mean"). */
export function levenshtein(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const current = row[j]!;
      row[j] = a[i - 1] === b[j - 1] ? previous : 1 + Math.min(previous, row[j]!, row[j - 1]!);
      previous = current;
    }
  }
  return row[b.length]!;
}

/**
 * Parses YAML text and walks it against `schema`; a syntax error is one problem naming its line.
 */
export function readYaml(
  text: string,
  schema: AnyField,
  context: Omit<ReadContext, 'document' | 'lines'>,
): { value: unknown; problems: Problem[]; lineOf?: (path: (string | number)[]) => number | undefined } {
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines, uniqueKeys: true, prettyErrors: true });
  const problems: Problem[] = [];
  if (document.errors.length > 0) {
    // The first error only: the ones after it mostly follow from it.
    const seen = new Set<number>();
    for (const error of document.errors) {
      const line = (error.linePos?.[0]?.line ?? 0) + (context.lineOffset ?? 0);
      if (seen.has(line) || seen.size >= 1) continue;
      seen.add(line);
      problems.push({ file: context.file, line: line || undefined, field: '', message: yamlMessage(error.code, error.message) });
    }
    return { value: undefined, problems };
  }
  const data = document.toJS() as unknown;
  if (data !== null && (typeof data !== 'object' || Array.isArray(data))) {
    problems.push({ file: context.file, line: 1, field: '', message: 'should start with field names (`name: value`), one per line.' });
    return { value: undefined, problems };
  }
  const value = walkField(schema, data ?? {}, [], { ...context, document, lines }, problems);
  return { value, problems, lineOf: (path) => lineAt({ ...context, document, lines }, path) };
}

function yamlMessage(code: string, message: string): string {
  // The library's own words, without its position and code frame.
  const first = (message.split('\n')[0] ?? message).replace(/ at line \d+, column \d+:?$/, '');
  switch (code) {
    case 'BAD_INDENT':
    case 'MISSING_CHAR':
    case 'UNEXPECTED_TOKEN':
      return `the text is not laid out as the format needs (${first}). Check that this line starts with the same spaces as the lines of its group, and that a value holding ": " or starting with a quote is wrapped in quotes.`;
    case 'DUPLICATE_KEY':
      return `a field is written twice (${first}). Keep one.`;
    case 'BLOCK_AS_IMPLICIT_KEY':
    case 'MULTILINE_IMPLICIT_KEY':
      return `a line is not indented like the ones around it, or a colon is missing (${first}).`;
    default:
      return `cannot be read (${first}). Check the quotes and the spaces at the start of this line.`;
  }
}
