import type { IncomingMessage } from 'node:http';
import { Duplex } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readRequestTarget, refuseTunnel, SERVER_METHODS } from '../../server/http/request-target.mjs';

/** A request as Node's parser hands it over: its method, its target as written, its headers. */
const request = (method: string, url: string, host = 'site.example') => ({ method, url, headers: { host } }) as unknown as IncomingMessage;

describe('a request target', () => {
  it('in origin-form passes as it is', () => {
    const req = request('GET', '/newsroom?year=2024');
    expect(readRequestTarget(req)).toBeNull();
    expect([req.url, req.headers.host]).toEqual(['/newsroom?year=2024', 'site.example']);
  });

  it('in absolute-form becomes its path and query, its authority the Host (RFC 9112 §3.2.2)', () => {
    for (const [target, path, host] of [
      ['http://x.example:8080/technology?x=1', '/technology?x=1', 'x.example:8080'],
      ['HTTPS://user@X.example/a/../b', '/b', 'x.example'],
      ['http://x.example', '/', 'x.example'],
      ['http://[::1]:80/newsroom/%ZZ', '/newsroom/%ZZ', '[::1]'],
    ]) {
      const req = request('GET', target!, 'forged.example');
      expect(readRequestTarget(req), target).toBeNull();
      expect([req.url, req.headers.host], target).toEqual([path, host]);
    }
  });

  it('in absolute-form that no URL parser reads, or of another scheme, is a 400 page', () => {
    for (const target of ['http://x:99999/', 'http://[/a', 'ftp://x.example/', 'http:///', 'x://%zz']) {
      const refusal = readRequestTarget(request('GET', target));
      expect(refusal?.status, target).toBe(400);
      expect(refusal?.headers['content-type'], target).toBe('text/html; charset=utf-8');
      expect(refusal?.headers['content-security-policy'], target).toContain("default-src 'none'");
    }
  });

  it('in asterisk-form is answered with the server’s methods to OPTIONS, and 400 to any other method', () => {
    expect(readRequestTarget(request('OPTIONS', '*'))).toMatchObject({ status: 204, headers: { allow: SERVER_METHODS } });
    expect(readRequestTarget(request('GET', '*'))?.status).toBe(400);
  });

  it('of a CONNECT (authority-form) is answered 405 on its socket, which is then closed', async () => {
    let written = '';
    const socket = new Duplex({
      read() {},
      write(chunk, _encoding, done) {
        written += String(chunk);
        done();
      },
    });
    const ended = new Promise((resolve) => socket.on('finish', resolve));
    refuseTunnel(socket);
    await ended;
    expect(written).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
    expect(written).toContain(`allow: ${SERVER_METHODS}\r\n`);
    expect(written).toContain('connection: close\r\n');
    const [head, body] = written.split('\r\n\r\n');
    expect(Number(/content-length: (\d+)/.exec(head!)?.[1])).toBe(Buffer.byteLength(body!));
    // A reset of that socket later is dropped with it, not thrown.
    expect(() => socket.emit('error', new Error('ECONNRESET'))).not.toThrow();
  });
});
