// Debian's Chromium is the only browser the tests and Lighthouse use; it is never downloaded.
import { existsSync } from 'node:fs';
import { installMissingPackages } from './debian-packages.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The features Playwright 1.65 turns off when it launches Chromium (its `--disable-features`). Chromium reads
 * only the last `--disable-features` of a command line, so a launch that adds one of its own must repeat
 * these: tests/e2e/browser-contract.test.ts reads the command line a launch ends with, and fails naming any
 * feature of Playwright's that this list has lost (after an upgrade, add it here).
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium 156 builds its address bar's suggestion popup as two WebUI pages for every window, and a headless
 * tab is a window: each new tab cost 0.15–0.2 CPU-s in a renderer of their own and the browser process, about
 * a tenth of a page's load on the 2-core machine. A headless browser never shows an address bar.
 */
export const UNSEEN_BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** The arguments for a Playwright launch of Chromium (`chromium.launch({ args })`). */
export const PLAYWRIGHT_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSEEN_BROWSER_UI_FEATURES].join(',')}`,
];

/**
 * Liberation Sans: Arial's metric twin, the system font a visitor on Linux sees before the site font
 * arrives (the site's fallback faces name it with Arial); the font tests check the page drawn in it.
 */
const LIBERATION_SANS = '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf';

/** Debian's packages the browser suites need that are not there: Chromium, and the fonts they draw pages in. */
export function missingChromiumPackages() {
  return [...(existsSync(CHROMIUM_PATH) ? [] : ['chromium', 'fonts-dejavu-core']), ...(existsSync(LIBERATION_SANS) ? [] : ['fonts-liberation'])];
}

/** Installs Debian's chromium package, and the fonts the tests draw pages in, when missing (the test machines run as root). */
export function ensureChromium() {
  installMissingPackages(missingChromiumPackages());
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`chromium was installed but ${CHROMIUM_PATH} does not exist`);
  return CHROMIUM_PATH;
}
