import { afterEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { SqliteOidcStore } from '../src/adapters/sqlite-oidc-adapter';
import { tempDataDir } from './helpers';

describe('SqliteOidcAdapter', () => {
  const cleanups: Array<() => void> = [];
  afterEach(() => {
    while (cleanups.length) cleanups.pop()!();
  });

  function open(now: { t: number }, path = ':memory:') {
    const store = new SqliteOidcStore(path, { clockTolerance: 0, sweepIntervalMs: 0, now: () => now.t });
    cleanups.push(() => store.close());
    return store;
  }

  it('stores, finds, destroys and honours expiry', async () => {
    const clock = { t: 1_000_000 };
    const store = open(clock);
    const tokens = store.adapterFactory('AccessToken');
    const grants = store.adapterFactory('Grant');
    await tokens.upsert('a', { jti: 'a', grantId: 'g1' }, 60);
    await grants.upsert('a', { jti: 'a', accountId: 'acc' });
    expect(await tokens.find('a')).toEqual({ jti: 'a', grantId: 'g1' });
    expect(await grants.find('a')).toEqual({ jti: 'a', accountId: 'acc' }); // models are separate
    clock.t += 59_000;
    expect(await tokens.find('a')).toBeDefined();
    clock.t += 1_000;
    expect(await tokens.find('a')).toBeUndefined();
    expect(store.sweep()).toBe(1);
    expect(await grants.find('a')).toBeDefined(); // no expiry
    await grants.destroy('a');
    expect(await grants.find('a')).toBeUndefined();
  });

  it("revokes an account's sessions, grants and tokens, sparing one grant, and nobody else's", async () => {
    const store = open({ t: 1_000_000 });
    const put = (model: string, id: string, payload: Record<string, unknown>) => store.adapterFactory(model).upsert(id, { jti: id, ...payload }, 600);
    await put('Session', 's-here', { uid: 'u1', accountId: 'acc', authorizations: { 'tackle-shell': { grantId: 'g-here', sid: 'x' } } });
    await put('Session', 's-there', { uid: 'u2', accountId: 'acc', authorizations: { 'tackle-shell': { grantId: 'g-there', sid: 'y' } } });
    await put('Grant', 'g-here', { accountId: 'acc' });
    await put('Grant', 'g-there', { accountId: 'acc' });
    await put('RefreshToken', 'r-here', { accountId: 'acc', grantId: 'g-here' });
    await put('RefreshToken', 'r-there', { accountId: 'acc', grantId: 'g-there' });
    await put('Interaction', 'i-1', { result: { login: { accountId: 'acc' } } });
    await put('Session', 's-other', { uid: 'u3', accountId: 'other', authorizations: {} });
    await put('RefreshToken', 'r-other', { accountId: 'other', grantId: 'g-other' });

    expect(store.revokeAccount('acc', { keepGrantId: 'g-here' })).toBe(1);
    const left = async (model: string, id: string) => (await store.adapterFactory(model).find(id)) !== undefined;
    expect(await left('Session', 's-here')).toBe(true);
    expect(await left('Grant', 'g-here')).toBe(true);
    expect(await left('RefreshToken', 'r-here')).toBe(true);
    expect(await left('Session', 's-there')).toBe(false);
    expect(await left('Grant', 'g-there')).toBe(false);
    expect(await left('RefreshToken', 'r-there')).toBe(false);
    expect(await left('Interaction', 'i-1')).toBe(false);
    expect(await left('Session', 's-other')).toBe(true);
    expect(await left('RefreshToken', 'r-other')).toBe(true);

    expect(store.revokeAccount('acc')).toBe(1);
    expect(await left('Session', 's-here')).toBe(false);
    expect(await left('RefreshToken', 'r-here')).toBe(false);
  });

  it('consumes, and a later upsert replaces the payload', async () => {
    const clock = { t: 5_000_000 };
    const codes = open(clock).adapterFactory('AuthorizationCode');
    await codes.upsert('c', { jti: 'c' }, 60);
    await codes.consume('c');
    expect(await codes.find('c')).toEqual({ jti: 'c', consumed: 5000 });
    await codes.upsert('c', { jti: 'c', scope: 'openid' }, 60);
    expect(await codes.find('c')).toEqual({ jti: 'c', scope: 'openid' });
  });

  it('finds sessions by uid and device codes by user code', async () => {
    const clock = { t: 0 };
    const store = open(clock);
    const sessions = store.adapterFactory('Session');
    await sessions.upsert('s1', { jti: 's1', uid: 'u1', accountId: 'a' }, 100);
    expect(await sessions.findByUid('u1')).toMatchObject({ jti: 's1' });
    expect(await sessions.findByUid('u2')).toBeUndefined();
    clock.t = 200_000;
    expect(await sessions.findByUid('u1')).toBeUndefined();

    const devices = store.adapterFactory('DeviceCode');
    await devices.upsert('d1', { jti: 'd1', userCode: 'ABCD-EFGH' }, 100);
    expect(await devices.findByUserCode('ABCD-EFGH')).toMatchObject({ jti: 'd1' });
  });

  it('revokes every token of a grant in its own model only', async () => {
    const clock = { t: 0 };
    const store = open(clock);
    const refresh = store.adapterFactory('RefreshToken');
    const access = store.adapterFactory('AccessToken');
    await refresh.upsert('r1', { jti: 'r1', grantId: 'g' }, 100);
    await refresh.upsert('r2', { jti: 'r2', grantId: 'g' }, 100);
    await refresh.upsert('r3', { jti: 'r3', grantId: 'other' }, 100);
    await access.upsert('a1', { jti: 'a1', grantId: 'g' }, 100);
    await refresh.revokeByGrantId('g');
    expect(await refresh.find('r1')).toBeUndefined();
    expect(await refresh.find('r2')).toBeUndefined();
    expect(await refresh.find('r3')).toBeDefined();
    expect(await access.find('a1')).toBeDefined();
  });

  it('keeps data across reopen of the same file', async () => {
    const data = tempDataDir();
    cleanups.push(() => data.remove());
    const path = join(data.dir, 'nested', 'oidc.sqlite');
    const clock = { t: Date.now() };
    const first = new SqliteOidcStore(path, { sweepIntervalMs: 0, now: () => clock.t });
    await first.adapterFactory('Grant').upsert('g', { jti: 'g', accountId: 'x' }, 3600);
    first.close();
    const second = open(clock, path);
    expect(await second.adapterFactory('Grant').find('g')).toEqual({ jti: 'g', accountId: 'x' });
  });
});
