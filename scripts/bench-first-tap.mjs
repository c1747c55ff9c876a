// npm run bench:first-tap: the first tap on each control, taken the moment the control is painted, on a CPU
// throttled 4×, measured as Interaction to Next Paint measures it: the browser's own Event Timing entries for
// the tap's interaction, the longest of them, from the event's time stamp to the next paint after its
// handlers. Each tap is a fresh browser context and a first load, with the build's scripts loading as usual
// and, once more, held back (never answered). A tap counts only once what it opens or moves is seen
// ("dead" counts taps that changed nothing within BOUND_MS). Prints the median and p95 per control.
// Options (environment): FIRST_TAP_ROUNDS (taps a control and mode; default 20), FIRST_TAP_MODES (loading,held;
// default both), FIRST_TAP_URL (a running server; default: the production build of this tree, started here).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { ensureBuild } from './lib/build.mjs';
import { ensureChromium, PLAYWRIGHT_CHROMIUM_ARGS } from './lib/chromium.mjs';
import { startServer } from './lib/server.mjs';

const ROUNDS = Number(process.env.FIRST_TAP_ROUNDS ?? 20);
const MODES = (process.env.FIRST_TAP_MODES ?? 'loading,held').split(',');
const BOUND_MS = 8000;
const BUILD_SCRIPT = /\/_next\/static\/.+\.js(\?|$)/;
const NAVBAR = '[data-testid="navbar"]';

/**
 * The controls: where, at what width, what to tap, and what shows that the tap did its work (run in the
 * page, given the tapped element). `before` readies the page first (Less needs its text open).
 * @typedef {{ label: string, path: string, width: number, tap: string, done: (el: Element) => boolean, before?: string }} Control
 */
/** @param {Element} control */
const controlledOpen = (control) => document.getElementById(control.getAttribute('aria-controls') ?? '')?.checkVisibility() ?? false;
/** @param {Element} control  a link to a card or panel: its target is the one shown or in view */
const targetShown = (control) => {
  const target = document.getElementById((control.getAttribute('href') ?? '').slice(1));
  if (!target) return false;
  const current = target.closest('ol') ? target.getAttribute('aria-current') === 'step' || location.hash === `#${target.id}` : target.checkVisibility();
  return current;
};
/** @param {Element} control  a More/Less summary */
const folded = (control) => !(/** @type {HTMLDetailsElement} */ (control.parentElement).open);

/** @type {Control[]} */
const FIXED_CONTROLS = [
  { label: 'search button', path: '/', width: 1280, tap: `${NAVBAR} button[aria-controls$="-search"]`, done: controlledOpen },
  { label: 'search button', path: '/newsroom', width: 1280, tap: `${NAVBAR} button[aria-controls$="-search"]`, done: controlledOpen },
  { label: 'mobile menu', path: '/', width: 375, tap: `${NAVBAR} button[aria-controls$="-panel"]`, done: controlledOpen },
  { label: 'mobile menu', path: '/technology', width: 375, tap: `${NAVBAR} button[aria-controls$="-panel"]`, done: controlledOpen },
  { label: 'timeline Next', path: '/technology/leading-the-way', width: 1280, tap: '#milestones [data-step="next"]:visible', done: targetShown },
  { label: 'timeline Previous', path: '/technology/leading-the-way', width: 1280, tap: '#milestones [data-step="previous"]:visible', done: targetShown },
  { label: 'timeline Next', path: '/technology/leading-the-way', width: 375, tap: '#milestones [data-step="next"]:visible', done: targetShown },
  { label: 'second tab', path: '/applications/commercial-advantages', width: 1280, tap: '[role="tab"] >> nth=1', done: targetShown },
  {
    label: 'Less',
    path: '/our-team',
    width: 1280,
    tap: '[data-testid="more-less"] >> nth=0',
    before: 'document.querySelector(\'[data-testid="more-less"]\').parentElement.open = true',
    done: folded,
  },
];

/** Installed before the page's own scripts: keeps every Event Timing entry that belongs to an interaction. */
function recordInteractions() {
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of /** @type {PerformanceEventTiming[]} */ (list.getEntries())) {
      if (entry.interactionId) window.__interactions.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** @param {number[]} values @param {number} q */
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};

/** The first tap's interaction latency on `control` (ms), or null when the tap changed nothing. */
async function tapOnce(browser, base, control, held) {
  const context = await browser.newContext({ viewport: { width: control.width, height: 800 }, hasTouch: false });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(recordInteractions);
    if (held) await page.route(BUILD_SCRIPT, () => {});
    await page.goto(new URL(control.path, base).toString(), { waitUntil: 'commit' });
    const tap = page.locator(control.tap);
    await tap.waitFor({ state: 'visible' });
    if (control.before) await page.evaluate(control.before);
    const element = await tap.elementHandle();
    await tap.click({ timeout: BOUND_MS });
    const worked = await page
      .waitForFunction(control.done, element, { timeout: BOUND_MS })
      .then(() => true)
      .catch(() => false);
    if (!worked) return null;
    // Event Timing reports an interaction after its next paint: wait for it.
    const handle = await page.waitForFunction(() => (window.__interactions.length ? window.__interactions : null), undefined, { timeout: BOUND_MS });
    const entries = /** @type {Array<{ id: number, duration: number }>} */ (await handle.jsonValue());
    const first = entries[0].id;
    return Math.max(...entries.filter((entry) => entry.id === first).map((entry) => entry.duration));
  } finally {
    await context.close();
  }
}

let server;
let dataDir;
let base = process.env.FIRST_TAP_URL;
if (!base) {
  ensureBuild();
  dataDir = mkdtempSync(join(tmpdir(), 'bench-first-tap-'));
  server = await startServer({ env: { DATA_DIR: dataDir } });
  base = server.url;
}
const browser = await chromium.launch({ executablePath: ensureChromium(), args: PLAYWRIGHT_CHROMIUM_ARGS });
try {
  // Every desktop menu, as the navigation has them.
  const probe = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await probe.goto(new URL('/', base).toString());
  const menuIds = await probe.locator(`${NAVBAR} button[data-nav-id][aria-controls]`).evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-nav-id')));
  await probe.close();
  /** @type {Control[]} */
  const controls = [
    ...FIXED_CONTROLS.slice(0, 2),
    ...menuIds.map((id) => ({ label: `${id} menu`, path: '/', width: 1280, tap: `${NAVBAR} button[data-nav-id="${id}"]`, done: controlledOpen })),
    ...FIXED_CONTROLS.slice(2),
  ];
  /** @type {Map<string, (number | null)[]>} */
  const results = new Map();
  const nameOf = (/** @type {Control} */ control) => `${control.label}, ${control.path}, ${control.width} px`;
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const control of controls) {
      for (const mode of MODES) {
        const key = `${nameOf(control)}|${mode}`;
        if (!results.has(key)) results.set(key, []);
        results.get(key)?.push(await tapOnce(browser, base, control, mode === 'held'));
      }
    }
    console.log(`[first-tap] round ${round + 1} of ${ROUNDS} done`);
  }
  const cell = (/** @type {(number | null)[]} */ values) => {
    const seen = values.filter((value) => value !== null);
    const dead = values.length - seen.length;
    if (seen.length === 0) return `dead (${dead}/${values.length})`;
    return `${Math.round(quantile(seen, 0.5))} / ${Math.round(quantile(seen, 0.95))} ms${dead ? `, dead ${dead}/${values.length}` : ''}`;
  };
  console.log(`\nFirst tap at first paint, CPU 4× throttled, ${ROUNDS} taps a control: interaction latency (Event Timing), median / p95\n`);
  console.log(`| control | ${MODES.map((mode) => (mode === 'held' ? 'scripts held back' : 'scripts loading')).join(' | ')} |`);
  console.log(`|---|${MODES.map(() => '---').join('|')}|`);
  for (const control of controls) {
    console.log(`| ${nameOf(control)} | ${MODES.map((mode) => cell(results.get(`${nameOf(control)}|${mode}`) ?? [])).join(' | ')} |`);
  }
} finally {
  await browser.close();
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
