import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };
/**
 * `expect.poll` waits up to 10 s, not Vitest's 1 s: it returns the moment its condition holds, so the wait
 * costs a passing test nothing, and a loaded machine (a page hydrating, a server answering) is not a failure.
 */
const pollOnABusyMachine = { poll: { timeout: 10_000 } };
/** The integration suites' tests run for minutes on a loaded machine: their polls are bounded by a minute. */
const pollOnAnIntegrationRun = { poll: { timeout: 60_000 } };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          expect: pollOnABusyMachine,
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // A guard against a hang: Vitest's 5 s cut off one unit test while the machine ran a full suite beside it.
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          expect: pollOnABusyMachine,
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          // Two files at a time against the one shared server (a file alone keeps the machine half idle, waiting
          // on pages and browsers). No file changes that server's state: the files that tell a server content
          // changed, or that measure what its cache holds, start their own (caching, spike, cache-flood,
          // page-refresh, next-contract's preview).
          maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
          // The files share a worker's imports (the site's config and copy, Playwright): nothing in them is mocked
          // or changed per file, and importing them again for each of 36 files took a minute of the run.
          isolate: false,
          sequence: { groupOrder: 1 },
          // A guard against a hang: a test takes a few seconds, up to 18 in a full run on the slower 2-core machine
          // (a Less test walking every block of a page, a page's weight over every route), and the guard is five
          // times that.
          testTimeout: 100_000,
          // A file that starts its own server warms it in beforeAll: a minute and more on a loaded machine.
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'wordpress',
          expect: pollOnAnIntegrationRun,
          // `npm run bench:connector` and `npm run bench:cdn` add their benchmarks (BENCH=connector, BENCH=cdn), which need this project's WordPress.
          include: [
            'tests/integration/wordpress/**/*.test.ts',
            ...(process.env.BENCH === 'connector' ? ['tests/integration/wordpress/notice-latency.bench.ts'] : []),
            ...(process.env.BENCH === 'cdn' ? ['tests/integration/wordpress/cdn-latency.bench.ts'] : []),
          ],
          environment: 'node',
          // A private WordPress (Debian's package, php -S, its own MariaDB database) for the whole project.
          globalSetup: ['tests/integration/wordpress/global-setup.ts'],
          // One WordPress, and a test may take its server down: files run one at a time, after the browser
          // suite's group (npm test runs this project, then Redis, beside it, in a process of its own).
          fileParallelism: false,
          sequence: { groupOrder: 2 },
          // A test saves in WordPress several times through PHP's CLI, each a second or more on a busy machine: up
          // to 34 s in a full run on the slower 2-core machine, and the guard against a hang is five times that.
          testTimeout: 180_000,
          // Room for a first-time apt-get install of wordpress, php-cli and php-mysql, and for a file's site
          // to start and read WordPress on a loaded machine.
          hookTimeout: 300_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'redis',
          expect: pollOnABusyMachine,
          include: ['tests/integration/redis/**/*.test.ts'],
          environment: 'node',
          // Each file starts its own private redis-server (installing Debian's package when it is missing).
          fileParallelism: false,
          sequence: { groupOrder: 3 },
          testTimeout: 30_000,
          hookTimeout: 180_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'cdn',
          expect: pollOnABusyMachine,
          include: ['tests/integration/cdn/**/*.test.ts'],
          environment: 'node',
          // Each file starts its own varnishd (Debian's varnish and varnish-modules, installed by npm test).
          fileParallelism: false,
          sequence: { groupOrder: 4 },
          // A guard against a hang: the flood's 1,500 requests take seconds.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'storage',
          expect: pollOnAnIntegrationRun,
          include: ['tests/integration/storage/**/*.test.ts'],
          environment: 'node',
          // npm test runs it in a process of its own, beside the browser suite and WordPress: it shares nothing
          // with either (its own database and servers). Alone in one vitest run, it comes last.
          sequence: { groupOrder: 5 },
          // A private database on the machine's PostgreSQL for the run (PGlite tests use temp directories).
          globalSetup: ['tests/integration/storage/global-setup.ts'],
          // After each test, any script run it left behind is ended (setup.ts).
          setupFiles: ['tests/integration/storage/setup.ts'],
          // The files share that database: one at a time.
          fileParallelism: false,
          // The outbox and failure tests log many warnings on purpose: errors only (a test that reads the
          // server's log lines sets its own level).
          env: { LOG_LEVEL: 'error' },
          // A guard against a hang, not a measure: a test runs `npm run submissions` up to six times, each a
          // node process opening the database, seconds apiece on a busy machine; a test opening PGlite for the
          // first time took up to 54 s in a full run on the slower 2-core machine, and the guard is five times that.
          testTimeout: 300_000,
          // Creating a PGlite database (initdb in WebAssembly) takes seconds on a busy machine.
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
