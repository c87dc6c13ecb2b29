import { describe, expect, it } from 'vitest';
import { apiHarness, signedIn } from '@tackle/test-support';

describe('settings API', () => {
  const h = apiHarness();
  const [alice, bob] = signedIn(h, 'alice', 'bob');

  it('answers the defaults until the angler chooses, then their choice, each angler their own', async () => {
    expect(await h.shellCall(alice, 'GET', '/api/settings')).toMatchObject({ status: 200, body: { units: 'imperial', updatedAt: null, revision: 0 } });
    const saved = await h.shellCall(alice, 'PUT', '/api/settings', { units: 'metric' });
    expect(saved.status).toBe(200);
    expect((await h.shellCall(alice, 'GET', '/api/settings')).body).toMatchObject({ units: 'metric', revision: saved.body.revision });
    expect((await h.shellCall(bob, 'GET', '/api/settings')).body).toMatchObject({ units: 'imperial', revision: 0 });
  });

  it('refuses what it cannot store, with the message the page shows, and a stale revision with 409', async () => {
    expect(await h.shellCall(bob, 'PUT', '/api/settings', { units: 'furlongs' })).toMatchObject({
      status: 422,
      body: { message: expect.stringContaining('Units must be one of: imperial, metric') },
    });
    expect(await h.shellCall(bob, 'PUT', '/api/settings', {})).toMatchObject({ status: 422 });
    expect((await h.shellCall(bob, 'GET', '/api/settings')).body).toMatchObject({ units: 'imperial', revision: 0 });
    const first = await h.shellCall(bob, 'PUT', '/api/settings', { units: 'metric' });
    const second = await h.shellCall(bob, 'PUT', '/api/settings', { units: 'imperial', expectedRevision: first.body.revision });
    expect(second.status).toBe(200);
    expect(await h.shellCall(bob, 'PUT', '/api/settings', { units: 'metric', expectedRevision: first.body.revision })).toMatchObject({ status: 409 });
    expect((await h.shellCall(bob, 'GET', '/api/settings')).body).toMatchObject({ units: 'imperial', revision: second.body.revision });
    expect(await h.shellCall(null, 'GET', '/api/settings')).toMatchObject({ status: 401 });
  });
});
