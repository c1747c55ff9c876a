// npm start: check content/, build when the build is missing or stale (sources or content changed), then
// serve on PORT (default 3000).
import { spawn } from 'node:child_process';
import { serverArguments } from '../server/launch.mjs';
import { checkContent, ensureBuild } from './lib/build.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const rawPort = process.env.PORT ?? '3000';
const port = Number(rawPort);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`PORT must be a whole number from 1 to 65535 (got "${rawPort}")`);
  process.exit(2);
}

try {
  // The site's words first: a mistake in content/ is named here, with its file and line, not as a broken page.
  checkContent();
  ensureBuild();
} catch (error) {
  console.error(`[start] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
console.log(`[start] serving http://localhost:${port}`);
const child = spawn(process.execPath, serverArguments({ port }), {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
