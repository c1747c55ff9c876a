// Steps of `npm test` run side by side: each a command (or a few, one after another) whose output lines are
// prefixed with the step's name, so interleaved lines still say where they come from.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const ROOT = new URL('../..', import.meta.url).pathname;
const ENV = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', FORCE_COLOR: process.env.FORCE_COLOR ?? '0' };

/**
 * @typedef {{ label: string, command: string, args: string[] }} Command
 * @typedef {{ label: string, sequence?: Command[], command?: string, args?: string[] }} Step
 */

/** Runs one command, its output prefixed; resolves with its exit code. @param {Command} command @param {string} prefix */
function runCommand({ command, args }, prefix) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env: ENV, stdio: ['ignore', 'pipe', 'pipe'] });
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
 * Runs the steps side by side; exits the process when one fails and `stopOnFailure` (the checks and the
 * build: nothing after them can pass); otherwise returns the labels of the steps that failed.
 * @param {Step[]} steps
 * @param {{ stopOnFailure?: boolean }} [options]
 */
export async function runSteps(steps, { stopOnFailure = true } = {}) {
  const failed = [];
  await Promise.all(
    steps.map(async (step) => {
      const commands = step.sequence ?? [{ label: step.label, command: /** @type {string} */ (step.command), args: step.args ?? [] }];
      for (const command of commands) {
        const began = Date.now();
        console.log(`[test] ${command.label}: started`);
        const code = await runCommand(command, `[${command.label}]`);
        console.log(`[test] ${command.label}: ${code === 0 ? 'done' : `failed (exit code ${code})`} in ${((Date.now() - began) / 1000).toFixed(0)} s`);
        if (code !== 0) {
          failed.push(command.label);
          return;
        }
      }
    }),
  );
  if (failed.length > 0 && stopOnFailure) {
    console.error(`[test] ${failed.join(', ')} failed; the suites after ${failed.length === 1 ? 'it' : 'them'} were not run`);
    process.exit(1);
  }
  return failed;
}

/** The production build, when the sources changed since the last one (scripts/lib/build.mjs). @returns {Step} */
export function buildStep() {
  return { label: 'build', command: process.execPath, args: ['--input-type=module', '-e', `import('${join(ROOT, 'scripts/lib/build.mjs')}').then((build) => build.ensureBuild())`] };
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
