import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_LOADER, AFTER_PAINT_LOADER_HASH, AFTER_PAINT_TYPE, QUIET_MS, scriptsAfterPaint } from '../../server/html/scripts-after-paint.mjs';

// The shape Next.js 16 writes: chunks and a preload in <head>, its inline data and bootstrap chunk in <body>.
const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>' +
  '<script src="/_next/static/chunks/react.js" async=""></script><script src="/_next/static/chunks/turbopack-x.js" async=""></script>' +
  '<title>Page</title><script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>' +
  '<body><main><p>Text</p></main><script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script>' +
  '<script src="/_next/static/chunks/boot.js" async=""></script><script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>';

describe('scriptsAfterPaint', () => {
  it('turns every build chunk into an inert placeholder and adds the loader before </body>', () => {
    const { html, scriptHashes } = scriptsAfterPaint(PAGE);
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/(react|turbopack-x|boot)\.js"/);
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).toContain(`<script type="${AFTER_PAINT_TYPE}" data-src="/_next/static/chunks/react.js"></script>`);
    expect(html).toContain(`<script type="${AFTER_PAINT_TYPE}" data-src="/_next/static/chunks/turbopack-x.js"></script>`);
    expect(html).toContain(`<script type="${AFTER_PAINT_TYPE}" data-preload="/_next/static/chunks/boot.js"></script>`);
    // The bootstrap chunk keeps its place after the inline data it reads.
    expect(html.indexOf(`data-src="/_next/static/chunks/boot.js"`)).toBeGreaterThan(html.indexOf('id="_R_"'));
    expect(html).toMatch(new RegExp(`<script>${escape(AFTER_PAINT_LOADER)}</script></body></html>$`));
    // The page's own inline scripts and the nomodule polyfill are left exactly as they were.
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(html).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
    expect(scriptHashes).toEqual([AFTER_PAINT_LOADER_HASH]);
    expect(AFTER_PAINT_LOADER_HASH).toBe(`'sha256-${createHash('sha256').update(AFTER_PAINT_LOADER).digest('base64')}'`);
  });

  it('leaves a page with nothing to hold back (or no body) unchanged, adding no script', () => {
    const plain = '<!DOCTYPE html><html><head><title>x</title></head><body><p>Hi</p><script src="https://cdn.example/x.js" async=""></script></body></html>';
    expect(scriptsAfterPaint(plain)).toEqual({ html: plain, scriptHashes: [] });
    const cut = '<html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body><p>unfinished';
    expect(scriptsAfterPaint(cut)).toEqual({ html: cut, scriptHashes: [] });
  });

  it('holds back only async scripts of the build, not one with a type or an address elsewhere', () => {
    const page = '<html><head><script src="/_next/static/chunks/a.js"></script><script type="module" src="/_next/static/chunks/m.js" async=""></script><script src="/elsewhere/b.js" async=""></script></head><body></body></html>';
    expect(scriptsAfterPaint(page).html).toBe(page);
  });

  it('loader: after the first contentful paint and a quiet moment, puts back the same scripts and the preload, in order', () => {
    const { created, timers, fire } = runLoader('visible');
    expect(created).toEqual([]);
    // Whatever happens, they come within 3 s.
    expect(timers.map((timer) => timer.ms)).toEqual([3000]);
    // A first paint that is not yet contentful changes nothing.
    fire(['first-paint']);
    expect(timers).toHaveLength(1);
    fire(['first-paint', 'first-contentful-paint']);
    expect(timers.map((timer) => timer.ms)).toEqual([3000, QUIET_MS]);
    timers[1]!.callback();
    // Three per task: the fourth comes in the next one.
    expect(created).toHaveLength(3);
    expect(timers.map((timer) => timer.ms)).toEqual([3000, QUIET_MS, 0]);
    timers[2]!.callback();
    // The 3 s fallback, coming after, adds nothing twice.
    timers[0]!.callback();
    expect(timers).toHaveLength(3);
    expect(created.map((element) => [element.tag, element.attributes.src ?? element.attributes.href])).toEqual([
      ['link', '/_next/static/chunks/boot.js'],
      ['script', '/_next/static/chunks/react.js'],
      ['script', '/_next/static/chunks/turbopack-x.js'],
      ['script', '/_next/static/chunks/boot.js'],
    ]);
    expect(created[0]!.attributes).toMatchObject({ rel: 'preload', as: 'script', fetchpriority: 'low' });
    expect(created[1]!.attributes).toMatchObject({ async: true });
  });

  it('loader: a tap at first paint holds the scripts back until the page has been quiet for a moment', () => {
    const { created, timers, fire, input } = runLoader('visible');
    fire(['first-contentful-paint']);
    input('pointerdown');
    // The wait after the paint, then the tap's own moment.
    expect(timers.map((timer) => timer.ms)).toEqual([3000, QUIET_MS, QUIET_MS]);
    // The wait ends with the tap still recent: nothing yet, another look later.
    timers[1]!.callback();
    expect(created).toEqual([]);
    expect(timers).toHaveLength(4);
    // The tap's moment passes, and the next look finds the page quiet.
    timers[2]!.callback();
    timers[3]!.callback();
    expect(created).toHaveLength(3);
    // A key pressed between two batches holds the next one back too.
    input('keydown');
    timers.at(-1)!.callback();
    expect(created).toHaveLength(3);
    expect(timers.at(-1)!.ms).toBe(QUIET_MS);
  });

  it('loader: a page loading in a background tab, which paints nothing, gets its scripts at once', () => {
    const { created, timers } = runLoader('hidden');
    expect(created).toHaveLength(3);
    expect(timers.map((timer) => timer.ms)).toEqual([0]);
    timers[0]!.callback();
    expect(created).toHaveLength(4);
  });
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The loader run against a stand-in document holding PAGE's placeholders. */
function runLoader(visibilityState: string) {
  const { html } = scriptsAfterPaint(PAGE);
  const placeholders = [...html.matchAll(/<script type="text\/x-after-paint" data-(src|preload)="([^"]+)"><\/script>/g)].map((m) => ({ kind: m[1], url: m[2] }));
  const created: { tag: string; attributes: Record<string, unknown> }[] = [];
  let observer: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | null = null;
  const timers: { callback: () => void; ms: number }[] = [];
  const listeners = new Map<string, () => void>();
  const document = {
    visibilityState,
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    createElement: (tag: string) => {
      const element = { tag, attributes: {} as Record<string, unknown>, setAttribute(name: string, value: string) { this.attributes[name] = value; } };
      return new Proxy(element, { set: (target, key, value) => ((target.attributes[String(key)] = value), true) });
    },
    querySelectorAll: () =>
      placeholders.map((placeholder) => ({
        getAttribute: (name: string) => (name === `data-${placeholder.kind}` ? placeholder.url : null),
        parentNode: { replaceChild: (element: { tag: string; attributes: Record<string, unknown> }) => created.push(element) },
      })),
  };
  runInNewContext(AFTER_PAINT_LOADER, {
    document,
    window: {},
    setTimeout: (callback: () => void, ms: number) => timers.push({ callback, ms }),
    PerformanceObserver: class {
      constructor(callback: typeof observer) {
        observer = callback;
      }
      observe() {}
    },
  });
  return {
    created,
    timers,
    fire: (names: string[]) => observer!({ getEntriesByName: (name) => (names.includes(name) ? [{}] : []) }),
    input: (type: string) => listeners.get(type)!(),
  };
}
