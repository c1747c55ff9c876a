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
