// npm run fuzz:requests -- [url] [count] [seed]: sends `count` (300) random raw requests, one after another,
// to a running site (default http://127.0.0.1:3000): random bytes in the path, the query and every request
// header the server reads (scripts/lib/request-fuzz.mjs, the arbitrary of tests/e2e/request-fuzz.test.ts).
// Prints how many answers came back with each status, and every request answered 5xx or not at all, as the
// bytes it sent. Exits 1 when there was any.
import fc from 'fast-check';
import { addressesOf, rawRequests, requestBytes, sendRaw } from './lib/request-fuzz.mjs';

const [baseUrl = 'http://127.0.0.1:3000', rawCount = '300', rawSeed] = process.argv.slice(2);
const count = Number(rawCount);
const seed = rawSeed === undefined ? Date.now() % 2 ** 31 : Number(rawSeed);
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(seed)) {
  console.error('usage: npm run fuzz:requests -- [url] [count] [seed]');
  process.exit(2);
}
const url = new URL(baseUrl);
const server = { hostname: url.hostname, port: Number(url.port || 80) };
const requests = fc.sample(rawRequests(await addressesOf(url.origin)), { numRuns: count, seed });

/** @type {Record<string, number>} */
const statuses = {};
/** @type {Array<{ status: string, request: string }>} */
const failures = [];
for (const request of requests) {
  const bytes = requestBytes(request, url.host);
  // A bound on a hang: a render takes a second or less.
  const answer = await sendRaw(server, bytes, 30_000);
  const status = answer.timedOut ? 'timeout' : answer.status === null ? 'no answer' : String(answer.status);
  statuses[status] = (statuses[status] ?? 0) + 1;
  if (!/^[1-4]\d\d$/.test(status)) failures.push({ status, request: JSON.stringify(bytes.toString('latin1')) });
}
console.log(`${count} requests to ${url.origin} (seed ${seed}):`);
for (const [status, times] of Object.entries(statuses).sort()) console.log(`  ${status}: ${times}`);
for (const { status, request } of failures) console.log(`\n${status} for ${request}`);
process.exit(failures.length > 0 ? 1 : 0);
