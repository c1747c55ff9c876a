// Debian's Chromium is the only browser the tests and Lighthouse use; it is never downloaded.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

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

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed with exit code ${result.status}`);
}

/**
 * Liberation Sans: Arial's metric twin, the system font a visitor on Linux sees before the site font
 * arrives (the site's fallback faces name it with Arial); the font tests check the page drawn in it.
 */
const LIBERATION_SANS = '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf';

/** Installs Debian's chromium package, and the fonts the tests draw pages in, when missing (the test machines run as root). */
export function ensureChromium() {
  const missing = [
    ...(existsSync(CHROMIUM_PATH) ? [] : ['chromium', 'fonts-dejavu-core']),
    ...(existsSync(LIBERATION_SANS) ? [] : ['fonts-liberation']),
  ];
  if (missing.length === 0) return CHROMIUM_PATH;
  if (typeof process.getuid === 'function' && process.getuid() !== 0) {
    throw new Error(`${missing.join(' and ')} missing; install with: sudo apt-get install -y ${missing.join(' ')}`);
  }
  console.log(`[chromium] installing Debian's ${missing.join(', ')}`);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing]);
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`chromium was installed but ${CHROMIUM_PATH} does not exist`);
  return CHROMIUM_PATH;
}
