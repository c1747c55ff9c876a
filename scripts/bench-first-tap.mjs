// npm run bench:first-tap: how long a tap at first paint takes to show its answer, on a CPU throttled 4×.
// For each control (the navigation's search button and About Us menu at 1280 px, the menu button at 375 px),
// a fresh browser context loads the route, waits for the control to be painted, taps it and measures, in the
// page, from the pointer going down (its event's time stamp) to the first frame in which what it opens is
// visible. Once with the build's scripts loading as usual and once with them held back (never answered).
// Prints the median and p95 per control; "none" counts taps that showed nothing within BOUND_MS.
// Options (environment): FIRST_TAP_ROUNDS (default 5), FIRST_TAP_URL (a running server; default: the
// production build of this tree, started here).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { ensureBuild } from './lib/build.mjs';
import { ensureChromium, PLAYWRIGHT_CHROMIUM_ARGS } from './lib/chromium.mjs';
import { startServer } from './lib/server.mjs';

const ROUNDS = Number(process.env.FIRST_TAP_ROUNDS ?? 5);
const BOUND_MS = 8000;
const BUILD_SCRIPT = /\/_next\/static\/.+\.js(\?|$)/;

const CONTROLS = [
  { label: 'search button', path: '/', width: 1280, tap: '[data-testid="navbar"] button[aria-controls$="-search"]' },
  { label: 'search button', path: '/newsroom', width: 1280, tap: '[data-testid="navbar"] button[aria-controls$="-search"]' },
  { label: 'About Us menu', path: '/', width: 1280, tap: '[data-nav-id="about"]' },
  { label: 'mobile menu', path: '/', width: 375, tap: '[data-testid="navbar"] button[aria-controls$="-panel"]' },
  { label: 'mobile menu', path: '/technology', width: 375, tap: '[data-testid="navbar"] button[aria-controls$="-panel"]' },
];

/** Installed before the page's own scripts: times the first tap until the element it controls is visible. */
function timeFirstTap() {
  addEventListener(
    'pointerdown',
    (event) => {
      // From the moment of the tap itself (the event's time stamp), not from when the page got round to it: a
      // tap that waits behind a long task counts that wait, as Interaction to Next Paint does.
      const start = event.timeStamp;
      const control = /** @type {Element} */ (event.target).closest('[aria-controls]');
      const target = control && document.getElementById(control.getAttribute('aria-controls') ?? '');
      const frame = () => {
        if (target?.checkVisibility()) window.__firstTap = performance.now() - start;
        else if (performance.now() - start > 8000) window.__firstTap = -1;
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    },
    { capture: true, once: true },
  );
}

/** @param {number[]} values @param {number} q */
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};

async function tapOnce(browser, base, control, held) {
  const context = await browser.newContext({ viewport: { width: control.width, height: 800 }, hasTouch: false });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(timeFirstTap);
    if (held) await page.route(BUILD_SCRIPT, () => {});
    await page.goto(new URL(control.path, base).toString(), { waitUntil: 'commit' });
    const tap = page.locator(control.tap);
    await tap.waitFor({ state: 'visible' });
    await tap.click({ timeout: BOUND_MS });
    const handle = await page.waitForFunction(() => window.__firstTap, undefined, { timeout: BOUND_MS * 2 });
    const value = /** @type {number} */ (await handle.jsonValue());
    return value < 0 ? null : value;
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
  /** @type {Map<string, (number | null)[]>} */
  const results = new Map();
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const control of CONTROLS) {
      for (const held of [false, true]) {
        const key = `${control.label}, ${control.path}, ${control.width} px|${held ? 'held' : 'loading'}`;
        if (!results.has(key)) results.set(key, []);
        results.get(key)?.push(await tapOnce(browser, base, control, held));
      }
    }
  }
  const cell = (/** @type {(number | null)[]} */ values) => {
    const seen = values.filter((value) => value !== null);
    const none = values.length - seen.length;
    if (seen.length === 0) return `none (${none}/${values.length})`;
    return `${Math.round(quantile(seen, 0.5))} / ${Math.round(quantile(seen, 0.95))} ms${none ? `, none ${none}/${values.length}` : ''}`;
  };
  console.log(`\nFirst tap at first paint, CPU 4× throttled, ${ROUNDS} rounds: median / p95 until the answer is visible\n`);
  console.log('| control | scripts loading | scripts held back |');
  console.log('|---|---|---|');
  for (const control of CONTROLS) {
    const name = `${control.label}, ${control.path}, ${control.width} px`;
    console.log(`| ${name} | ${cell(results.get(`${name}|loading`) ?? [])} | ${cell(results.get(`${name}|held`) ?? [])} |`);
  }
} finally {
  await browser.close();
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
