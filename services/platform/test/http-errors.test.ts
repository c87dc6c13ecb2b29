import { request, type Server } from 'node:http';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../src/errors';
import { createHttpApp } from '../src/http/app';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** An app whose log lines are collected, with one route that fails after the client has hung up. */
async function start() {
  const lines: Array<{ level: number; msg: string }> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
      done();
    },
  });
  const app = createHttpApp(pino({ level: 'info' }, sink), { trustProxy: false });
  let arrived!: () => void;
  const requestArrived = new Promise<void>((resolve) => (arrived = resolve));
  app.use(async (ctx) => {
    if (ctx.path === '/fails') throw new AppError('unavailable', 'The queries service is not reachable. Please try again.');
    arrived();
    await new Promise((resolve) => ctx.req.once('close', resolve));
    throw new AppError('unavailable', 'The queries service is not reachable. Please try again.');
  });
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { lines, port, requestArrived };
}

describe('error handler logging', () => {
  it('logs a 5xx as an error, but a request abandoned by its client only as information', async () => {
    const { lines, port, requestArrived } = await start();
    expect((await fetch(`http://127.0.0.1:${port}/fails`)).status).toBe(503);

    const client = request({ host: '127.0.0.1', port, path: '/slow' });
    client.on('error', () => undefined);
    client.end();
    await requestArrived;
    client.destroy();
    // The request log line comes after the handler: wait for it.
    await expect.poll(() => lines.filter((line) => line.msg === 'request').length).toBe(2);

    const errors = lines.filter((line) => line.level >= 50).map((line) => line.msg);
    expect(errors).toEqual(['request failed']);
    expect(lines.map((line) => line.msg)).toContain('client went away before the answer');
  });
});
