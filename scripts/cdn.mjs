// npm run cdn: Varnish with the project's VCL in front of the site's running instances, until stopped (Ctrl-C).
//
//   CDN_PORT        where it listens (6081), on every address
//   SITE_BACKENDS   the instances, host:port comma-separated (127.0.0.1:3000), each health-checked
//   CDN_STORAGE     its memory, bounded (256M): pages 70 %, what strangers can mint 20 %, passing answers 10 %
//   CDN_PURGE_TOKEN the token the site's purges must carry (the site sends its own CDN_PURGE_TOKEN)
//   CDN_PURGERS     addresses besides the instances and this machine that may purge (comma-separated)
//
// It installs nothing: without Debian's varnish and varnish-modules it says how to install them.
import { parseBackends } from '../cdn/vcl.mjs';
import { missingVarnishPackages, parseSize, startVarnish } from './lib/varnish.mjs';

function fail(message) {
  process.stderr.write(`[cdn] ${message}\n`);
  process.exit(2);
}

const missing = missingVarnishPackages();
if (missing.length > 0) fail(`Varnish is not installed. Install Debian's packages first: sudo apt-get install ${missing.join(' ')}`);

let options;
try {
  const port = Number(process.env.CDN_PORT || 6081);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`CDN_PORT must be a port number (got "${process.env.CDN_PORT}")`);
  options = {
    port,
    backends: parseBackends(process.env.SITE_BACKENDS || '127.0.0.1:3000'),
    storageBytes: parseSize(process.env.CDN_STORAGE || '256M'),
    purgeToken: process.env.CDN_PURGE_TOKEN || null,
    purgers: (process.env.CDN_PURGERS || '').split(',').map((address) => address.trim()).filter(Boolean),
    stdio: 'inherit',
  };
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

const cdn = await startVarnish(options).catch((error) => fail(error instanceof Error ? error.message : String(error)));
const backends = options.backends.map(({ host, port }) => `${host}:${port}`).join(', ');
console.log(`[cdn] Varnish on http://localhost:${options.port} in front of ${backends}; purge at http://127.0.0.1:${options.port}/_cdn/purge`);
console.log(`[cdn] set CDN_PURGE_URL=http://127.0.0.1:${options.port}/_cdn/purge (and the same CDN_PURGE_TOKEN) on the site; varnishadm -n ${cdn.name} and varnishstat -n ${cdn.name} reach it`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void cdn.stop().then(() => process.exit(0));
  });
}
cdn.process.on('exit', (code) => {
  if (!stopping) fail(`varnishd stopped (exit code ${code})`);
});
