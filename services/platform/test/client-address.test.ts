import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createHttpApp } from '../src/http/app';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** ctx.ip of an app made with the configuration of TRUST_PROXY as given, for a request with this X-Forwarded-For. */
async function clientAddress(trustProxy: '1' | '0', forwardedFor: string): Promise<string> {
  const app = createHttpApp(pino({ level: 'silent' }), { trustProxy: loadConfig({ TRUST_PROXY: trustProxy }).trustProxy });
  app.use((ctx) => {
    ctx.body = ctx.ip;
  });
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/', headers: { 'x-forwarded-for': forwardedFor } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve(body));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the client address (what sign-in and registration throttling count by, decision 097)', () => {
  it('behind a trusted proxy is the address the proxy appended, not one the client wrote before it', async () => {
    expect(await clientAddress('1', '203.0.113.1, 198.51.100.7')).toBe('198.51.100.7');
    expect(await clientAddress('1', '198.51.100.7')).toBe('198.51.100.7');
  });

  it('without TRUST_PROXY is the socket address whatever the client sends', async () => {
    expect(await clientAddress('0', '203.0.113.1')).toMatch(/127\.0\.0\.1$/);
  });
});
