// @ts-check
import { fileURLToPath } from 'node:url';

/**
 * How the server process is started (npm start, the tests, the benches): Node with its garbage collector told
 * to keep the heap close to what is alive, then server/serve.mjs.
 *
 * Left to itself, V8 sizes its heap by the machine's memory and lets it grow lazily: under a burst of renders
 * (a flood of made-up search terms) the process went from 340 to 500 MB resident here, though the pages' own
 * cache is bounded and nothing leaked (a full collection brings the heap back to 80 MB). Growing the heap by
 * 20 % past what is alive after each collection, with an 8 MB young generation, kept it under 370 MB at the
 * same speed of renders. No ceiling is set: a site with many articles needs a larger search index, and
 * NODE_OPTIONS (`--max-old-space-size`) still sets one where a host wants it.
 */
export const SERVER_V8_FLAGS = ['--heap-growing-percent=20', '--max-semi-space-size=8'];

/**
 * @param {{ port: number, hostname?: string }} options
 * @returns {string[]} the arguments for process.execPath
 */
export function serverArguments({ port, hostname }) {
  return [...SERVER_V8_FLAGS, fileURLToPath(new URL('./serve.mjs', import.meta.url)), String(port), ...(hostname ? [hostname] : [])];
}
