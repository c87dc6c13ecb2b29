// Playwright global setup: local stand-ins for Open-Meteo, Nominatim and the map's tile server
// (the product is started with OPEN_METEO_URL / NOMINATIM_URL / MAP_TILE_URL pointing here), so
// journeys never reach the internet and always see the same weather, places and map.
import {
  startFakeUpstreams,
  type FakeFault,
  type FakeProvider,
} from '@tackle/test-support/fake-upstreams';

/** A fixed port derived from E2E_PORT, so parallel runs on different ports never collide. */
export function fakeUpstreamPort(e2ePort: number): number {
  return e2ePort + 10_000;
}

export function fakeUpstreamEnv(e2ePort: number): Record<string, string> {
  const base = `http://127.0.0.1:${fakeUpstreamPort(e2ePort)}`;
  return { OPEN_METEO_URL: `${base}/open-meteo`, OPEN_METEO_ARCHIVE_URL: `${base}/open-meteo-archive`, NOMINATIM_URL: `${base}/nominatim`, MAP_TILE_URL: `${base}/tiles/{z}/{x}/{y}.png` };
}

export default async function startFakes() {
  const fakes = await startFakeUpstreams({ port: fakeUpstreamPort(Number(process.env.E2E_PORT ?? 5055)) });
  return () => fakes.close();
}

/**
 * Steer the fakes of this run from a journey (they live in the global setup's process): make a
 * provider fail as `FakeFault` says, or put everything back. Call `reset` when done.
 */
export function fakeUpstreamControl(e2ePort = Number(process.env.E2E_PORT ?? 5055)) {
  const base = `http://127.0.0.1:${fakeUpstreamPort(e2ePort)}/__control`;
  const post = async (path: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, { method: 'POST', body: body === undefined ? undefined : JSON.stringify(body) });
    if (!res.ok) throw new Error(`fake upstream control ${path} answered ${res.status}`);
  };
  return {
    fail: (provider: FakeProvider, fault: FakeFault) => post(`/fail/${provider}`, fault),
    reset: () => post('/reset'),
  };
}
