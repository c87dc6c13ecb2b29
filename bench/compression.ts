/**
 * Compressed list answers (docs/decisions/147-kept-answers-kept-compressed.md): a Koa server in
 * this process sends one kept JSON answer (the same Buffer every time, as the list answer cache of
 * decision 136 does) of BENCH_COMPRESSION_KB (1,130 by default: the size of GET /api/gear at issue 20's
 * scale), and autocannon asks for it plain, with gzip and with brotli — through koa-compress alone
 * (every answer compressed anew) and with keptCompression in front of it (compressed once). The
 * plain row is the baseline of the same run. Reported, never asserted.
 *
 *   node --import tsx bench/compression.ts     (writes bench/RESULTS-compression.md)
 */
import Koa from 'koa';
import compress from 'koa-compress';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { keptCompression } from '../services/gateway/src/kept-compression';
import { envNumber, load, runLine, writeResults } from './lib';

const KB = envNumber('BENCH_COMPRESSION_KB', 1130);
const DURATION = envNumber('BENCH_DURATION', 8);
const CONNECTIONS = envNumber('BENCH_CONNECTIONS', 10);

/** Gear-like JSON of about `kb` KB: varied names and notes, as a real list compresses. */
function answer(kb: number): Buffer {
  const items: unknown[] = [];
  let size = 2;
  for (let i = 0; size < kb * 1024; i++) {
    const item = { id: `0b8f${(i * 2654435761).toString(16).padStart(8, '0')}-4c1e-9a7b-${i.toString(16).padStart(12, '0')}`, name: `Rod ${i}`, typeId: 1 + (i % 3), brand: `Brand ${i % 37}`, model: `Model ${i % 101}`, condition: ['new', 'good', 'fair'][i % 3], retailCost: 50 + (i % 200), notes: `seeded item ${i}, kept in the garage shelf ${i % 17}`, createdAt: new Date(Date.UTC(2024, 0, 1) + i * 60_000).toISOString() };
    const text = JSON.stringify(item);
    size += text.length + 1;
    items.push(item);
  }
  return Buffer.from(JSON.stringify(items));
}

async function serve(kept: boolean, body: Buffer): Promise<{ server: Server; url: string }> {
  const app = new Koa();
  app.use(compress({ threshold: 1024 }));
  if (kept) app.use(keptCompression());
  app.use((ctx) => {
    ctx.type = 'application/json';
    ctx.body = body;
  });
  const server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

const body = answer(KB);
const run = runLine();
const rows: string[] = [];
let baseline = 0;
for (const kept of [false, true]) {
  const { server, url } = await serve(kept, body);
  for (const encoding of ['identity', 'gzip', 'br']) {
    if (kept && encoding === 'identity') continue;
    const headers = { 'accept-encoding': encoding };
    // One answer first: the kept forms are made on the first request of each encoding.
    await fetch(url, { headers });
    const result = await load({ url, headers, connections: CONNECTIONS, duration: DURATION });
    const rps = Math.round(result.requests.average);
    if (encoding === 'identity') baseline = rps;
    const wire = Math.round(result.throughput.average / Math.max(1, result.requests.average) / 1024);
    const what = encoding === 'identity' ? 'plain (baseline)' : `${encoding}, ${kept ? 'kept compressed (keptCompression)' : 'compressed on every request (koa-compress alone)'}`;
    rows.push(`| ${what} | ${wire.toLocaleString('en')} KB | ${rps.toLocaleString('en')} | ${result.latency.p50} | ${result.latency.p99} | ${result.errors + result.non2xx} | ${(rps / baseline).toFixed(2)} |`);
    console.error(rows.at(-1));
  }
  await new Promise((resolve) => server.close(resolve));
}

writeResults('bench/RESULTS-compression.md', [
  '# Compressed list answers (bench/compression.ts)',
  '',
  run,
  `One kept JSON answer of ${Math.round(body.length / 1024).toLocaleString('en')} KB (the same Buffer every time, as a kept list answer), served by Koa in the benchmark's own process; autocannon, ${CONNECTIONS} connections, ${DURATION} s per row; "on the wire" is the average bytes per answer. Ratios are to the plain row of the same run. Reported, never asserted.`,
  '',
  '| answer | on the wire | requests/s | p50 ms | p99 ms | errors | vs plain |',
  '|---|---:|---:|---:|---:|---:|---:|',
  ...rows,
  '',
]);
