import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropForgedDraftCookie } from '../../server/http/draft-cookie.mjs';

const PREVIEW_ID = '0123456789abcdef0123456789abcdef';

/** A server that drops a forged draft cookie as the entry does, and answers the Cookie header it kept. */
let server: Server;
let port: number;
beforeAll(async () => {
  server = createServer((req, res) => {
    dropForgedDraftCookie(req, PREVIEW_ID);
    res.end(JSON.stringify(req.headers.cookie ?? null));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends the cookie header's raw bytes (no client re-encodes them) and reads the status and body. */
function sendCookie(cookie: Buffer): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
      const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? body.length);
      resolve({ status, body: body.slice(0, length) });
    });
    socket.write(Buffer.concat([Buffer.from('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nCookie: '), cookie, Buffer.from('\r\n\r\n')]));
  });
}

describe('the draft-mode cookie', () => {
  it("drops a forged value of the preview id's length that ends in a byte of 0x80 or more, and answers", async () => {
    for (const last of [0x80, 0xe9, 0xff]) {
      const forged = Buffer.concat([Buffer.from(`theme=dark; __prerender_bypass=${PREVIEW_ID.slice(0, -1)}`), Buffer.from([last])]);
      expect(await sendCookie(forged)).toEqual({ status: 200, body: JSON.stringify('theme=dark') });
    }
  });

  it("drops a value of the id's length in bytes whose characters are fewer", async () => {
    const forged = Buffer.concat([Buffer.from(`__prerender_bypass=${PREVIEW_ID.slice(0, -2)}`), Buffer.from('é', 'utf8')]);
    expect(await sendCookie(forged)).toEqual({ status: 200, body: 'null' });
  });

  it("keeps the build's own value", async () => {
    expect(await sendCookie(Buffer.from(`__prerender_bypass=${PREVIEW_ID}; theme=dark`))).toEqual({
      status: 200,
      body: JSON.stringify(`__prerender_bypass=${PREVIEW_ID}; theme=dark`),
    });
  });
});
