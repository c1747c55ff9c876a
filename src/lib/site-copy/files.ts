import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fields as keystaticFields } from '@keystatic/core';
import Markdoc, { type Config, type Node as MarkdocNode } from '@markdoc/markdoc';
import { singletons, type CopyName } from './schema';
import { redirectProblems } from './redirect-rules';
import { readSiteAddresses } from './site-addresses';
import { proseComponents } from './markdoc-tags';
import { levenshtein, type Problem, readYaml, walkField } from './validate';

/**
 * Where each piece of the site's words lives in content/ and how it is read: YAML checked against its
 * schema, or Markdoc (.mdoc) with YAML front matter for prose. Shared by the site's reader and the
 * content check (no framework code here: the check runs outside Next.js).
 */

type AnySingleton = { path?: string; format?: unknown; schema: Record<string, unknown> };

export interface ContentFile {
  file: string;
  /** The prose field of a Markdoc file (its body); absent for YAML. */
  contentField?: string;
}

export function contentFileOf(name: CopyName): ContentFile {
  const entry = singletons[name] as unknown as AnySingleton;
  const base = entry.path ?? `content/${name}`;
  const format = (entry.format ?? {}) as { contentField?: string };
  return format.contentField ? { file: `${base}.mdoc`, contentField: format.contentField } : { file: `${base}.yaml` };
}

/** The Markdoc rules of the site's prose: its named tags, rendered by the components of prose.tsx. */
// Keystatic builds it with its own copy of Markdoc's types; the shape is the same.
export const markdocConfig = keystaticFields.markdoc.createMarkdocConfig({
  components: proseComponents,
  render: {
    tags: Object.fromEntries(Object.keys(proseComponents).map((tag) => [tag, tagComponentName(tag)])),
  },
}) as unknown as Config;

/** `office-address` → `OfficeAddress`. */
export function tagComponentName(tag: string): string {
  return tag.replace(/(^|-)(\w)/g, (_, _dash: string, letter: string) => letter.toUpperCase());
}

/** Checks that take a whole file (and the site's addresses) to make: a redirect's loop runs through two items. */
const FILE_CHECKS: Partial<Record<CopyName, (value: unknown, where: { file: string; root: string; lineOf?: (path: (string | number)[]) => number | undefined }) => Problem[]>> = {
  redirects: (value, where) => redirectProblems(value, where, readSiteAddresses(where.root)),
};

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

export function readContentFile(name: CopyName, root: string): { value: unknown; problems: Problem[] } {
  const { file, contentField } = contentFileOf(name);
  const path = join(/*turbopackIgnore: true*/ root, file);
  if (!existsSync(path)) {
    return { value: undefined, problems: [{ file, field: '', message: `is missing. Create it, or restore it from the repository (git checkout -- ${file}).` }] };
  }
  const text = readFileSync(path, 'utf8');
  const schema = { kind: 'object', fields: (singletons[name] as unknown as AnySingleton).schema } as Parameters<typeof walkField>[0];
  if (!contentField) {
    const { value, problems, lineOf } = readYaml(text, schema, { file, root });
    const check = FILE_CHECKS[name];
    if (check && value !== undefined) problems.push(...check(value, { file, root, lineOf }));
    return { value, problems };
  }

  const match = FRONT_MATTER.exec(text);
  if (!match) {
    return {
      value: undefined,
      problems: [{ file, line: 1, field: '', message: 'should start with its fields between two lines of three dashes (---), then the text.' }],
    };
  }
  const dataFields = Object.fromEntries(Object.entries(schema.fields ?? {}).filter(([key]) => key !== contentField));
  const front = readYaml(match[1] ?? '', { ...schema, fields: dataFields }, { file, root, lineOffset: 1 });
  const bodyStart = match[0].split('\n').length - 1;
  const body = text.slice(match[0].length);
  const { node, problems } = readProse(body, { file, firstLine: bodyStart + 1, field: contentField });
  const value = front.value && typeof front.value === 'object' ? { ...front.value, [contentField]: node } : undefined;
  return { value, problems: [...front.problems, ...problems] };
}

/** Parses and checks Markdoc text: misspelled tags, wrong attribute values, and HTML where Markdown belongs. */
export function readProse(body: string, where: { file: string; firstLine: number; field: string }): { node: MarkdocNode; problems: Problem[] } {
  const node = Markdoc.parse(body);
  const problems: Problem[] = [];
  const lineOf = (lines: number[] | undefined) => (lines?.[0] !== undefined ? lines[0] + where.firstLine : undefined);
  const tagNames = Object.keys(proseComponents);
  for (const error of Markdoc.validate(node, markdocConfig)) {
    let message = error.error.message;
    const undefinedTag = /^Undefined tag: '(.+)'$/.exec(message)?.[1];
    if (undefinedTag) {
      const close = tagNames.find((name) => name.replace(/-/g, '') === undefinedTag.replace(/-/g, '') || levenshtein(name, undefinedTag) <= 2);
      message = `uses the tag {% ${undefinedTag} /%}, which the site does not know.${close ? ` Did you mean {% ${close} /%}?` : ''} The tags are: ${tagNames.join(', ')}.`;
    }
    problems.push({ file: where.file, line: lineOf(error.lines), field: where.field, message });
  }
  for (const child of node.walk()) {
    if (child.type === 'tag' && child.tag && child.tag in proseComponents) {
      const schema = (proseComponents as Record<string, { schema: Record<string, { options?: readonly { value: string }[] }> }>)[child.tag]!.schema;
      for (const [attribute, value] of Object.entries(child.attributes ?? {})) {
        const options = schema[attribute]?.options;
        if (!schema[attribute]) {
          problems.push({ file: where.file, line: lineOf(child.lines), field: where.field, message: `the tag {% ${child.tag} %} takes no \`${attribute}\`.` });
        } else if (options && !options.some((option) => option.value === value)) {
          problems.push({
            file: where.file,
            line: lineOf(child.lines),
            field: where.field,
            message: `{% ${child.tag} ${attribute}="${String(value)}" /%}: write one of ${options.map((option) => `"${option.value}"`).join(', ')}.`,
          });
        }
      }
    }
    if (child.type === 'text' && typeof child.attributes.content === 'string' && /<\/?[a-z][a-z0-9]*(\s[^>]*)?>/i.test(child.attributes.content)) {
      const tag = /<\/?([a-z][a-z0-9]*)/i.exec(child.attributes.content)?.[1] ?? '';
      problems.push({
        file: where.file,
        line: lineOf(child.lines),
        field: where.field,
        message: `holds the HTML tag <${tag}>, which the site shows as text. Write Markdown instead: a blank line between paragraphs, **bold**, *italic*, [a link](https://…), "- " for a list.`,
      });
    }
  }
  return { node, problems };
}

/** Every piece of content, for the content check and the search index. */
export const copyNames = Object.keys(singletons) as CopyName[];
