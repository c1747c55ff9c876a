// Serves the production build: Next's request handler behind Node's own HTTP server, so that the
// visitor's address the forms' rate limit keys on is the connection's, not a header the visitor wrote.
// (`next start` keeps a client's own X-Forwarded-For.) Usage: node scripts/serve.mjs [port] [hostname]
import { createServer } from 'node:http';
import next from 'next';

const ROOT = new URL('..', import.meta.url).pathname;
const port = Number(process.argv[2] ?? process.env.PORT ?? 3000);
const hostname = process.argv[3] ?? process.env.HOSTNAME ?? '0.0.0.0';
// Behind a reverse proxy that appends the visitor's address, keep its header and add the proxy's.
const trustProxy = process.env.TRUST_PROXY === 'true';

const app = next({ dev: false, dir: ROOT, hostname, port });
await app.prepare();
const handle = app.getRequestHandler();

const server = createServer((request, response) => {
  const connected = request.socket.remoteAddress ?? '';
  const forwarded = request.headers['x-forwarded-for'];
  request.headers['x-forwarded-for'] = trustProxy && forwarded ? `${forwarded}, ${connected}` : connected;
  void handle(request, response);
});
server.listen(port, hostname, () => {
  console.log(`[serve] ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`);
});

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    // Finish the requests in flight (a form being stored), then leave; never hang on idle keep-alive sockets.
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  });
}
