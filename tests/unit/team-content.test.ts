import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Copy } from '@/lib/site-copy';
import { readContentFile } from '@/lib/site-copy/files';

describe('team content', () => {
  it('gives every executive a unique id, a portrait that exists, alt text and a biography', () => {
    const { executives } = readContentFile('ourTeam', process.cwd()).value as Copy<'ourTeam'>;
    expect(executives.length).toBeGreaterThan(0);
    expect(new Set(executives.map((person) => person.id)).size).toBe(executives.length);
    for (const person of executives) {
      expect(existsSync(join(process.cwd(), 'public', person.portrait.src)), person.portrait.src).toBe(true);
      expect(person.portrait.alt.trim(), person.name).not.toBe('');
      expect(person.bio.length, person.name).toBeGreaterThan(0);
    }
  });
});
