// Loaded into a server under test (`startServer({ clock: true })`, through Node's --import) before the server's
// own code: the server's wall clock, Date.now() and new Date(), becomes the real one plus an offset the test
// moves forward over the IPC channel. A page's freshness, a lease or a retention window then passes when the
// test says so, instead of after a real wait that a loaded machine stretches. Timers and performance.now() are
// left alone: they measure durations, and nothing in the server waits on them for a period under test.
const RealDate = Date;
const realNow = RealDate.now.bind(RealDate);
let offsetMs = 0;

/** Date as before, but "now" is the moved clock; called without `new` it returns the string, as Date does. */
function ServerDate(...args) {
  if (!new.target) return new RealDate(realNow() + offsetMs).toString();
  return args.length === 0 ? new RealDate(realNow() + offsetMs) : new RealDate(...args);
}
// Date's own statics (UTC, parse) copied, not inherited: code that wraps the global Date copies own properties.
for (const name of Object.getOwnPropertyNames(RealDate)) {
  if (!['length', 'name', 'prototype'].includes(name)) Object.defineProperty(ServerDate, name, /** @type {PropertyDescriptor} */ (Object.getOwnPropertyDescriptor(RealDate, name)));
}
ServerDate.prototype = RealDate.prototype;
ServerDate.now = () => realNow() + offsetMs;
globalThis.Date = ServerDate;

process.on('message', (message) => {
  if (!message || typeof message !== 'object' || typeof message.advanceClockMs !== 'number') return;
  offsetMs += message.advanceClockMs;
  process.send?.({ clockAdvancedMs: offsetMs });
});
// The channel must not keep a server alive that was told to stop.
process.channel?.unref();
