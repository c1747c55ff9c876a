// npm test: every suite, side by side where they share nothing, then one closing line.
//
//   1. Side by side: Debian's packages the suites need, in one apt-get run when any is missing (nothing in
//      this step needs them) | the content check, typecheck and lint | the production build | the unit tests.
//   2. Side by side: the browser suite (two files at a time, on the one shared server; files that change a
//      server's state start their own) | the WordPress, Redis then CDN suites | the storage suite; each of
//      the last three one file at a time (its files share a WordPress, a Redis or a database: vitest.config.ts).
//   3. The closing line `N passed, 0 failed, 0 skipped`, the total time and the five slowest files, with a
//      warning for any file over 90 s. It never fails on time: these machines are noisy.
//
// `npm run test:quick` (`npm test -- quick`): the content check, typecheck and lint beside the unit tests.
// `npm test -- <file or part of a file name> …` runs just those files (building first when the sources
// changed); `npm test -- <project>` one project (unit, e2e, wordpress, redis, storage); anything after `--`
// there goes to vitest as it is (`npm test -- e2e -t "search"`).
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { CONTENT_CHECK_ARGS, lastBuildTime } from './lib/build.mjs';
import { missingChromiumPackages } from './lib/chromium.mjs';
import { installMissingPackages } from './lib/debian-packages.mjs';
import { missingRedisPackages } from './lib/redis.mjs';
import { missingVarnishPackages } from './lib/varnish.mjs';
import { handicapFrom, startHandicap } from './lib/handicap.mjs';
import { buildStep, packagesStep, runSteps, vitestStep } from './lib/test-steps.mjs';
import { calibrate, describePlan, planFor } from './lib/test-plan.mjs';
import { FILE_TIMES_PREFIX } from './lib/file-times-reporter.mjs';
import { printReport } from './lib/test-report.mjs';
import { WORDPRESS_PACKAGES } from './lib/wordpress.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const RESULTS = join(ROOT, 'test-results');
const PROJECTS = /** @type {const} */ (['unit', 'e2e', 'wordpress', 'redis', 'cdn', 'storage']);
/** The folder each project's files are in (vitest.config.ts). */
const FOLDERS = { unit: 'tests/unit', e2e: 'tests/e2e', wordpress: 'tests/integration/wordpress', redis: 'tests/integration/redis', cdn: 'tests/integration/cdn', storage: 'tests/integration/storage' };
const bin = (name) => join(ROOT, 'node_modules', '.bin', name);
const started = Date.now();

/** The packages the projects in `projects` need. */
function packagesFor(projects) {
  return [
    ...(projects.includes('e2e') ? missingChromiumPackages() : []),
    ...(projects.includes('wordpress') ? WORDPRESS_PACKAGES : []),
    ...(projects.some((project) => project === 'wordpress' || project === 'redis') ? missingRedisPackages() : []),
    // The CDN: its own suite, and the WordPress suite's test of the site behind it.
    ...(projects.some((project) => project === 'wordpress' || project === 'cdn') ? missingVarnishPackages() : []),
  ];
}

/** Every test file, by project. */
function testFiles() {
  const walk = (dir) =>
    readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : /\.test\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
    );
  return Object.fromEntries(PROJECTS.map((project) => [project, walk(FOLDERS[project])]));
}

/**
 * The production build, when the sources changed, before suites that serve the site (all but unit): each
 * would otherwise start `next build` itself, side by side, and all but one would fail on Next's lock.
 */
async function buildFor(projects) {
  if (projects.some((project) => project !== 'unit')) await runSteps([buildStep()]);
}

const args = process.argv.slice(2);
/** @type {string[]} */
let failedSteps = [];
/**
 * The build step's time, from the build's own record (scripts/lib/build.mjs): this run's when it built, the
 * last build's otherwise. The closing lines give the run's total as a multiple of it.
 */
const buildTime = () => {
  const last = lastBuildTime();
  return last ? { seconds: last.seconds, thisRun: last.finishedAt >= started } : undefined;
};

// TEST_HANDICAP=N: N busy processes beside the run, as on a slower machine (scripts/lib/handicap.mjs).
const handicap = handicapFrom(process.env.TEST_HANDICAP);
const busy = startHandicap(handicap);
// How much runs side by side, from the machine as this run finds it (busy neighbours included).
const cores = availableParallelism();
const calibrationMs = await calibrate(cores);
const plan = planFor({ cores, ms: calibrationMs });
console.log(describePlan(plan, { cores, ms: calibrationMs, handicap }));
/** The browser suite's files at a time (vitest.config.ts reads E2E_WORKERS), unless set by hand. */
const e2eEnv = { E2E_WORKERS: process.env.E2E_WORKERS ?? String(plan.browserWorkers) };
mkdirSync(RESULTS, { recursive: true });
for (const name of readdirSync(RESULTS)) if (name.startsWith('vitest') || name.startsWith(FILE_TIMES_PREFIX)) rmSync(join(RESULTS, name));

const checks = [
  { label: 'content check', command: process.execPath, args: CONTENT_CHECK_ARGS },
  { label: 'typecheck', command: bin('tsc'), args: ['--noEmit'] },
  { label: 'lint', command: bin('eslint'), args: ['--max-warnings=0', '.'] },
];

if (args[0] === 'quick') {
  ({ failed: failedSteps } = await runSteps([{ label: 'checks', sequence: checks }, vitestStep('unit', ['--project', 'unit'])], { stopOnFailure: false }));
} else if (args.length === 0) {
  // The build and the checks read the same sources and write nothing the others read; none of them needs
  // Debian's packages, whose install (about 25 s on a fresh machine, mostly download and unpack) runs beside them.
  await runSteps([
    packagesStep(packagesFor(PROJECTS)),
    { label: 'checks', sequence: checks },
    buildStep(),
    vitestStep('unit', ['--project', 'unit']),
  ]);
  // WordPress, Redis then the CDN, one after the other (vitest.config.ts orders them): each brings up a service of its
  // own. Storage: its database and servers are its own, and it shares nothing with either. How many of these
  // lanes run side by side is the plan's (scripts/lib/test-plan.mjs).
  const browser = { ...vitestStep('e2e', ['--project', 'e2e']), env: e2eEnv };
  const integration = vitestStep('integration', ['--project', 'wordpress', '--project', 'redis', '--project', 'cdn']);
  const storage = vitestStep('storage', ['--project', 'storage']);
  const lanes =
    plan.lanes === 3
      ? [browser, integration, storage]
      : plan.lanes === 2
        ? [browser, { label: 'integration and storage', sequence: [integration, storage], keepGoing: true }]
        : [{ label: 'every suite', sequence: [browser, integration, storage], keepGoing: true }];
  ({ failed: failedSteps } = await runSteps(lanes, { stopOnFailure: false }));
} else if (PROJECTS.includes(/** @type {never} */ (args[0]))) {
  const [project, ...rest] = args;
  installMissingPackages(packagesFor([project]));
  await buildFor([project]);
  ({ failed: failedSteps } = await runSteps([{ ...vitestStep(project, ['--project', project, ...rest]), env: e2eEnv }], { stopOnFailure: false }));
} else {
  // Files named in full or in part: each project's own, against a build reused while the sources are unchanged.
  const files = testFiles();
  const byProject = PROJECTS.map((project) => ({
    project,
    matches: files[project].filter((file) => args.some((arg) => file.includes(arg.replace(/^\.\//, '')))),
  })).filter(({ matches }) => matches.length > 0);
  if (byProject.length === 0) {
    console.error(`[test] no test file matches ${args.join(', ')} (the files are under ${Object.values(FOLDERS).join(', ')})`);
    process.exit(2);
  }
  installMissingPackages(packagesFor(byProject.map(({ project }) => project)));
  await buildFor(byProject.map(({ project }) => project));
  ({ failed: failedSteps } = await runSteps(
    byProject.map(({ project, matches }) => ({ ...vitestStep(project, ['--project', project, ...matches]), env: e2eEnv })),
    { stopOnFailure: false },
  ));
}
busy.stop();

// A run that failed without a report (its setup, say) fails the whole, whatever the reports say.
if (!printReport(RESULTS, Date.now() - started, ROOT, { build: buildTime() }) || failedSteps.length > 0) process.exitCode = 1;
