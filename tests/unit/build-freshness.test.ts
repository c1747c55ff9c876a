import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sourceHash } from '../../scripts/lib/build.mjs';

const roots: string[] = [];
function project(): string {
  const root = mkdtempSync(join(tmpdir(), 'build-hash-'));
  roots.push(root);
  mkdirSync(join(root, 'src', 'app'), { recursive: true });
  mkdirSync(join(root, 'public'));
  writeFileSync(join(root, 'src', 'app', 'page.tsx'), 'export default function Page() { return null; }\n');
  writeFileSync(join(root, 'public', 'logo.svg'), '<svg/>');
  writeFileSync(join(root, 'package.json'), '{"name":"x"}');
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('build freshness', () => {
  it('gives the same sources the same hash', () => {
    expect(sourceHash(project())).toBe(sourceHash(project()));
  });

  it('changes when a source, a public file or a config file changes, or a file moves', () => {
    const root = project();
    const seen = new Set([sourceHash(root)]);
    writeFileSync(join(root, 'src', 'app', 'page.tsx'), 'export default function Page() { return 1; }\n');
    seen.add(sourceHash(root));
    writeFileSync(join(root, 'public', 'logo.svg'), '<svg></svg>');
    seen.add(sourceHash(root));
    writeFileSync(join(root, 'package.json'), '{"name":"y"}');
    seen.add(sourceHash(root));
    renameSync(join(root, 'public', 'logo.svg'), join(root, 'public', 'mark.svg'));
    seen.add(sourceHash(root));
    expect(seen.size).toBe(5);
  });

  it('changes when a word in content/ changes, so npm start rebuilds', () => {
    const root = project();
    mkdirSync(join(root, 'content'));
    writeFileSync(join(root, 'content', 'home.yaml'), 'title: Before\n');
    const before = sourceHash(root);
    writeFileSync(join(root, 'content', 'home.yaml'), 'title: After\n');
    expect(sourceHash(root)).not.toBe(before);
  });

  it('ignores files the build does not read', () => {
    const root = project();
    const before = sourceHash(root);
    writeFileSync(join(root, 'README.md'), '# notes');
    mkdirSync(join(root, 'tests'));
    writeFileSync(join(root, 'tests', 'a.test.ts'), '');
    expect(sourceHash(root)).toBe(before);
  });

  it('changes when a server file the sources import changes, or one that file imports, and not for the rest of server/', () => {
    const root = project();
    mkdirSync(join(root, 'server', 'cache'), { recursive: true });
    writeFileSync(join(root, 'src', 'proxy.ts'), "import { RSC } from '../server/cache/names.mjs';\nexport const proxy = RSC;\n");
    writeFileSync(join(root, 'server', 'cache', 'names.mjs'), "export { RSC } from '../contract.mjs';\n");
    writeFileSync(join(root, 'server', 'contract.mjs'), "export const RSC = 'rsc';\n");
    writeFileSync(join(root, 'server', 'entry.mjs'), "import './contract.mjs';\n");
    const seen = new Set([sourceHash(root)]);
    writeFileSync(join(root, 'server', 'cache', 'names.mjs'), "export { RSC } from '../contract.mjs';\nexport const X = 1;\n");
    seen.add(sourceHash(root));
    writeFileSync(join(root, 'server', 'contract.mjs'), "export const RSC = 'rsc-2';\n");
    seen.add(sourceHash(root));
    expect(seen.size).toBe(3);
    const before = sourceHash(root);
    writeFileSync(join(root, 'server', 'entry.mjs'), "import './contract.mjs';\nconsole.log('the entry, which no bundle holds');\n");
    expect(sourceHash(root)).toBe(before);
  });
});
