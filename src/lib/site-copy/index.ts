import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { Node as MarkdocNode } from '@markdoc/markdoc';
import type { Entry } from '@keystatic/core/reader';
import { singletons, type CopyName } from './schema';
import { contentFileOf, readContentFile } from './files';
import { formatProblem } from './format';
import type { Problem } from './validate';

/**
 * The one way pages read the site's words: `readCopy('home')` is content/home.yaml, checked against its
 * schema and typed from it. A file with a mistake stops the page with the content check's message (the
 * file, the line, the field and what to write); the build and `npm start` run that check first, so a
 * visitor never meets it. Prose fields (Markdoc) come back as a parsed document for <Prose>.
 *
 * Not to be confused with src/lib/news/, the news from WordPress.
 */

type Singletons = typeof singletons;
// Keystatic types the node with its own copy of Markdoc's types: any document node is the site's MarkdocNode.
type Read<Value> = Value extends () => Promise<{ node: unknown }> ? MarkdocNode : Value;
export type Copy<Name extends CopyName> = { [Key in keyof Entry<Singletons[Name]>]: Read<Entry<Singletons[Name]>[Key]> };

export class ContentError extends Error {
  constructor(readonly problems: Problem[]) {
    super(problems.map(formatProblem).join('\n'));
    this.name = 'ContentError';
  }
}


const ROOT = process.cwd();
const cache = new Map<CopyName, { value: unknown; mtimeMs: number }>();
/** In development a saved edit shows on the next request; in production the files are read once. */
const watch = process.env.NODE_ENV === 'development';

export function readCopy<Name extends CopyName>(name: Name): Copy<Name> {
  const cached = cache.get(name);
  const { file } = contentFileOf(name);
  if (cached && (!watch || statSync(join(/*turbopackIgnore: true*/ ROOT, file)).mtimeMs === cached.mtimeMs)) return cached.value as Copy<Name>;
  const result = readContentFile(name, ROOT);
  if (result.problems.length > 0) throw new ContentError(result.problems);
  cache.set(name, { value: result.value, mtimeMs: statSync(join(/*turbopackIgnore: true*/ ROOT, file)).mtimeMs });
  return result.value as Copy<Name>;
}

export { contentFileOf };

/**
 * A value made from content files, for a module that exports it once (`export const site = live(() => …)`).
 * In production it is made once. Under the development server it is a stand-in that makes it again from the
 * files whenever it is read (each file is re-read only when it changed), so a word saved on /keystatic shows
 * on the next request without a restart.
 */
export function live<T extends object>(build: () => T): T {
  if (!watch) return build();
  let last: { value: T; at: number } | undefined;
  const current = (): T => {
    // Within one render the same value (a page reads its words many times).
    const now = Date.now();
    if (!last || now - last.at > 250) last = { value: build(), at: now };
    return last.value;
  };
  const initial = current();
  const target = (Array.isArray(initial) ? [] : {}) as T;
  return new Proxy(target, {
    get: (_, key) => {
      const value = Reflect.get(current(), key);
      return typeof value === 'function' ? value.bind(current()) : value;
    },
    has: (_, key) => Reflect.has(current(), key),
    ownKeys: () => Reflect.ownKeys(current()).filter((key) => key !== 'length' || Array.isArray(target)),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(current(), key);
      if (descriptor && key !== 'length') descriptor.configurable = true;
      return descriptor;
    },
  });
}
