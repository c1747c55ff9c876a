import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyForwarding } from '../../server/http/forwarded.mjs';
import { isHttps, schemeHeaders } from '../../server/http/scheme.mjs';
import { readServerSettings } from '../../server/settings.mjs';

/** A server that treats hop headers as serve.mjs does, and answers what the rest of the site would read. */
async function site(trustProxy: boolean) {
  const server = createServer((req, res) => {
    applyForwarding(req, trustProxy);
    const hops = Object.fromEntries(Object.entries(req.headers).filter(([name]) => /^(forwarded|x-forwarded-|x-real-ip)/.test(name)));
    res.writeHead(200, { 'content-type': 'application/json', ...schemeHeaders("default-src 'self'", isHttps(req)) });
    res.end(JSON.stringify(hops));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

const FORGED = {
  'x-forwarded-proto': 'https',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-port': '443',
  'x-forwarded-for': '203.0.113.9',
  forwarded: 'for=203.0.113.9;proto=https',
  'x-real-ip': '203.0.113.9',
};

let direct: Awaited<ReturnType<typeof site>>;
let proxied: Awaited<ReturnType<typeof site>>;
beforeAll(async () => {
  [direct, proxied] = await Promise.all([site(false), site(true)]);
});
afterAll(() => Promise.all([direct, proxied].map(({ server }) => new Promise<void>((resolve) => server.close(() => resolve())))));

describe('hop headers', () => {
  it('without TRUST_PROXY, drops every one a visitor sends: no HSTS, the connection as the address', async () => {
    const response = await fetch(direct.url, { headers: FORGED });
    expect(await response.json()).toEqual({ 'x-forwarded-for': '127.0.0.1' });
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(response.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
  });

  it("with TRUST_PROXY, believes the proxy's: https, and its chain before the connection", async () => {
    const response = await fetch(proxied.url, { headers: FORGED });
    expect(await response.json()).toMatchObject({ 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example', 'x-forwarded-for': '203.0.113.9, 127.0.0.1' });
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(response.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });

  it('reads TRUST_PROXY as true or false, off by default, and names a bad value', () => {
    expect(readServerSettings({}).trustProxy).toBe(false);
    expect(readServerSettings({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(() => readServerSettings({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY must be true or false/);
  });
});
