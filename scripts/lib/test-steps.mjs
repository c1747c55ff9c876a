// Steps of `npm test` run side by side: each a command (or a few, one after another) whose output lines are
// prefixed with the step's name, so interleaved lines still say where they come from.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const ROOT = new URL('../..', import.meta.url).pathname;
const ENV = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', FORCE_COLOR: process.env.FORCE_COLOR ?? '0' };

/**
 * @typedef {{ label: string, command: string, args: string[], env?: Record<string, string> }} Command
 * @typedef {{ label: string, sequence?: Command[], keepGoing?: boolean, command?: string, args?: string[], env?: Record<string, string> }} Step
 */

/** Runs one command, its output prefixed; resolves with its exit code. @param {Command} command @param {string} prefix */
function runCommand({ command, args, env }, prefix) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...ENV, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => process.stdout.write(`${prefix} ${line}\n`));
    }
    child.on('error', (error) => {
      process.stdout.write(`${prefix} could not start: ${error.message}\n`);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Runs the steps side by side (the commands of a step's `sequence` one after another, stopping at the first
 * that fails unless `keepGoing`); exits the process when one fails and `stopOnFailure` (the checks and the
 * build: nothing after them can pass); otherwise returns the labels of the commands that failed, and how long
 * each command took, by label.
 * @param {Step[]} steps
 * @param {{ stopOnFailure?: boolean }} [options]
 * @returns {Promise<{ failed: string[], seconds: Record<string, number> }>}
 */
export async function runSteps(steps, { stopOnFailure = true } = {}) {
  /** @type {string[]} */
  const failed = [];
  /** @type {Record<string, number>} */
  const seconds = {};
  await Promise.all(
    steps.map(async (step) => {
      const commands = step.sequence ?? [{ label: step.label, command: /** @type {string} */ (step.command), args: step.args ?? [], env: step.env }];
      for (const command of commands) {
        const began = Date.now();
        console.log(`[test] ${command.label}: started`);
        const code = await runCommand(command, `[${command.label}]`);
        seconds[command.label] = (Date.now() - began) / 1000;
        console.log(`[test] ${command.label}: ${code === 0 ? 'done' : `failed (exit code ${code})`} in ${seconds[command.label].toFixed(0)} s`);
        if (code !== 0) {
          failed.push(command.label);
          if (!step.keepGoing) return;
        }
      }
    }),
  );
  if (failed.length > 0 && stopOnFailure) {
    console.error(`[test] ${failed.join(', ')} failed; the suites after ${failed.length === 1 ? 'it' : 'them'} were not run`);
    process.exit(1);
  }
  return { failed, seconds };
}

/**
 * A step that calls `call` (an export of the module `file`, with its arguments) in a node process of its own,
 * so that its output is prefixed and it runs beside the other steps. A rejection fails the step.
 * @param {string} label @param {string} file @param {string} call @returns {Step}
 */
function callStep(label, file, call) {
  return { label, command: process.execPath, args: ['--input-type=module', '-e', `import('${join(ROOT, file)}').then((module) => module.${call})`] };
}

/** The production build, when the sources changed since the last one (scripts/lib/build.mjs). @returns {Step} */
export function buildStep() {
  return callStep('build', 'scripts/lib/build.mjs', 'ensureBuild()');
}

/** Debian's packages of `names` that are missing, installed in one apt-get run (scripts/lib/debian-packages.mjs). @param {string[]} names @returns {Step} */
export function packagesStep(names) {
  return callStep('packages', 'scripts/lib/debian-packages.mjs', `installMissingPackages(${JSON.stringify(names)})`);
}

/** A vitest run writing its JSON report (the counts) and each file's time with its setup (file-times-reporter.mjs) for the closing summary. @param {string} label @param {string[]} args @returns {Step} */
export function vitestStep(label, args) {
  return {
    label,
    command: join(ROOT, 'node_modules', '.bin', 'vitest'),
    args: [
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(ROOT, 'test-results', `vitest-${label}.json`)}`,
      `--reporter=${join(ROOT, 'scripts/lib/file-times-reporter.mjs')}`,
      ...args,
    ],
  };
}
