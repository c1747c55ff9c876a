// Debian's packages the suites need (Chromium and its fonts, WordPress and PHP, redis-server), installed in
// one apt-get run when any is missing: the test machines run as root and reach Debian's mirrors.
import { spawnSync } from 'node:child_process';

/** The packages of `names` that dpkg does not report as installed. */
export function missingPackages(names) {
  return names.filter((name) => {
    const result = spawnSync('dpkg-query', ['-W', '-f=${db:Status-Status}', name], { encoding: 'utf8' });
    return result.status !== 0 || result.stdout.trim() !== 'installed';
  });
}

function aptGet(args) {
  console.log(`[packages] apt-get ${args.join(' ')}`);
  // Wait for another apt/dpkg run to finish instead of failing on its lock.
  return spawnSync('apt-get', ['-o', 'DPkg::Lock::Timeout=300', ...args], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    timeout: 15 * 60_000,
  });
}

/**
 * Installs those of `names` that are missing, in one apt-get run (the package lists are refreshed, and the
 * install tried once more, only when the first try fails).
 * @param {string[]} names
 */
export function installMissingPackages(names) {
  const missing = missingPackages(names);
  if (missing.length === 0) return;
  const command = `apt-get install -y --no-install-recommends ${missing.join(' ')}`;
  if (typeof process.getuid === 'function' && process.getuid() !== 0) {
    throw new Error(`the Debian packages ${missing.join(', ')} are missing; install them with: sudo ${command}`);
  }
  const install = ['install', '-y', '-q', '--no-install-recommends', ...missing];
  let result = aptGet(install);
  if (result.status !== 0) {
    console.log('[packages] apt-get install failed; refreshing the package lists and trying once more');
    const update = aptGet(['update', '-q']);
    if (update.status !== 0) throw new Error(`apt-get update failed (exit code ${update.status ?? update.signal})`);
    result = aptGet(install);
  }
  if (result.status !== 0) throw new Error(`${command} failed (exit code ${result.status ?? result.signal})`);
  const still = missingPackages(missing);
  if (still.length) throw new Error(`apt-get reported success but ${still.join(', ')} is still not installed`);
}
