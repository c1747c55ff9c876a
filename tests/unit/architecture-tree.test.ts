import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The documentation stays true to the repository: every path the project structure in docs/architecture.md
 * names exists, and the README stays a short front page that links each audience's document.
 */

const ROOT = new URL('../..', import.meta.url).pathname;
const ARCHITECTURE = 'docs/architecture.md';
const README_MAX_LINES = 150;
/** One document per audience, each linked from the README. */
const AUDIENCE_DOCS = [
  'docs/editing.md',
  'docs/wordpress.md',
  'docs/operating.md',
  'docs/design-system.md',
  'docs/architecture.md',
  'docs/upgrading-next.md',
];

const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

interface TreeEntry {
  /** The path the entry names, from the repository's root (a folder ends with `/`). */
  path: string;
  /** Its line in the document, from 1. */
  line: number;
}

interface Tree {
  entries: TreeEntry[];
  /** Lines the tree's layout does not allow, as `docs/architecture.md:N: …`. */
  problems: string[];
}

/**
 * The structure tree: the first fenced block under the heading that names the project's structure. Each line
 * is one or more entries separated by single spaces, then two or more spaces and a description. An entry
 * indented two spaces under a folder is inside it; a line indented to (or past) where the line above's
 * description starts continues that description; a line of `…` stands for entries left out.
 */
function readStructureTree(markdown: string, file: string): Tree {
  const lines = markdown.split('\n');
  const heading = lines.findIndex((line) => /^#{1,3} .*structure/i.test(line));
  if (heading < 0) return { entries: [], problems: [`${file}: no heading naming the project structure`] };
  const open = lines.findIndex((line, index) => index > heading && line.startsWith('```'));
  const close = lines.findIndex((line, index) => index > open && line.startsWith('```'));
  if (open < 0 || close < 0) return { entries: [], problems: [`${file}:${heading + 1}: no fenced block under the structure heading`] };

  const entries: TreeEntry[] = [];
  const problems: string[] = [];
  // The folders that enclose the current line, innermost last; the root is at indentation -2.
  const folders = [{ indent: -2, path: '' }];
  let descriptionColumn = Number.POSITIVE_INFINITY;
  for (let index = open + 1; index < close; index++) {
    const text = lines[index]!;
    const line = index + 1;
    if (!text.trim()) continue;
    const indent = text.length - text.trimStart().length;
    if (indent >= descriptionColumn) continue; // the description above, continued
    while (folders[folders.length - 1]!.indent >= indent) folders.pop();
    const parent = folders[folders.length - 1]!;
    if (indent !== parent.indent + 2) {
      problems.push(`${file}:${line}: indented ${indent} spaces, which places it under no folder (${parent.path || 'the root'} is at ${parent.indent})`);
      continue;
    }
    const [, names = '', gap = ''] = /^(\S+(?: \S+)*)( {2,}|$)/.exec(text.slice(indent)) ?? [];
    descriptionColumn = gap ? indent + names.length + gap.length : Number.POSITIVE_INFINITY;
    if (names === '…') continue;
    let folder: string | undefined;
    for (const name of names.split(' ')) {
      const path = parent.path + name;
      entries.push({ path, line });
      if (name.endsWith('/')) folder = path;
    }
    if (folder) folders.push({ indent, path: folder });
  }
  return { entries, problems };
}

/** Why a path the tree names is not in the repository, or null when it is. */
function missing(path: string): string | null {
  const folder = path.endsWith('/');
  const bare = folder ? path.slice(0, -1) : path;
  if (/[*?]/.test(bare)) {
    const base = posix.basename(bare);
    const pattern = new RegExp(`^${base.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.')}$`);
    const where = join(ROOT, dirname(bare));
    const found = existsSync(where) && readdirSync(where).some((name) => pattern.test(name));
    return found ? null : 'matches nothing';
  }
  const full = join(ROOT, bare);
  if (!existsSync(full)) return 'does not exist';
  const isFolder = statSync(full).isDirectory();
  if (folder && !isFolder) return 'is a file, not a folder';
  if (!folder && isFolder) return `is a folder: write it ${bare}/`;
  return null;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = !fenced && /^#{1,6} (.+)$/.exec(line);
    if (heading) anchors.add(anchorOf(heading[1]!));
  }
  return anchors;
}

/** The relative links of a Markdown file (outside code), with their line. */
function relativeLinks(markdown: string): { target: string; line: number }[] {
  const links: { target: string; line: number }[] = [];
  let fenced = false;
  markdown.split('\n').forEach((text, index) => {
    if (text.startsWith('```')) fenced = !fenced;
    if (fenced) return;
    for (const match of text.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = match[1]!;
      if (!/^[a-z]+:/i.test(target)) links.push({ target, line: index + 1 });
    }
  });
  return links;
}

describe('the project structure in docs/architecture.md', () => {
  const tree = readStructureTree(read(ARCHITECTURE), ARCHITECTURE);

  it('is laid out as a tree', () => {
    expect(tree.problems, tree.problems.join('\n')).toEqual([]);
    // A tree read as nothing would pass the check below: it names the whole project.
    expect(tree.entries.length).toBeGreaterThan(100);
  });

  it('names only paths that exist in the repository', () => {
    const wrong = tree.entries.flatMap(({ path, line }) => {
      const why = missing(path);
      return why ? [`${ARCHITECTURE}:${line}: ${path} ${why}`] : [];
    });
    expect(wrong, `the structure tree names paths that are not in the repository:\n${wrong.join('\n')}`).toEqual([]);
  });
});

describe('the README', () => {
  const readme = read('README.md');

  it(`is at most ${README_MAX_LINES} lines`, () => {
    expect(readme.replace(/\n$/, '').split('\n').length).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('links the document of each audience', () => {
    const linked = new Set(relativeLinks(readme).map(({ target }) => target.split('#')[0]));
    expect(AUDIENCE_DOCS.filter((doc) => !linked.has(doc))).toEqual([]);
  });
});

describe('links between the README and the documents', () => {
  const files = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];

  it.each(files)('%s links only files and headings that exist', (file) => {
    const broken = relativeLinks(read(file)).flatMap(({ target, line }) => {
      const [path = '', anchor] = target.split('#');
      const resolved = path ? posix.normalize(posix.join(posix.dirname(file), decodeURI(path))) : file;
      if (!existsSync(join(ROOT, resolved))) return [`${file}:${line}: ${target} (${resolved} does not exist)`];
      if (anchor && resolved.endsWith('.md') && !anchorsOf(read(resolved)).has(anchor)) {
        return [`${file}:${line}: ${target} (no heading #${anchor} in ${resolved})`];
      }
      return [];
    });
    expect(broken, broken.join('\n')).toEqual([]);
  });
});
