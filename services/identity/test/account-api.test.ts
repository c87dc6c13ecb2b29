import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { openTripStreamName, tripStreamName } from '@tackle/contracts';
import { loadConfig, openEventStore } from '@tackle/platform';
import { apiHarness, type TestUser } from '@tackle/test-support';
import { decodeJwt, signIn, tokenRequest } from './helpers';

/*
 * Account control through the real product (docs/decisions/122-account-control.md): change the
 * password, delete the account and everything in it.
 */
const h = apiHarness();
const PASSWORD = 'first-secret-1';

/** Registers `name` (with a random suffix) and answers the user with their refresh token. */
async function register(name: string, password = PASSWORD) {
  const username = `${name}-${randomBytes(3).toString('hex')}`;
  const { tokens } = await signIn({ url: h.base }, { username, password }, 'register', h.base);
  const user: TestUser = { id: decodeJwt(tokens.access_token).payload.sub as string, username, token: tokens.access_token };
  return { user, refreshToken: tokens.refresh_token! };
}

/** Another sign-in of the same account (another browser): its tokens. */
async function login(username: string, password: string) {
  const { tokens } = await signIn({ url: h.base }, { username, password }, 'login', h.base);
  return tokens;
}

const refresh = (refreshToken: string) =>
  tokenRequest({ url: h.base }, { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: 'tackle-shell' });

/** Every file under `dir`, recursively (the SQLite files with their -wal and -shm, photos, keys). */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : statSync(path).isFile() ? [path] : [];
  });
}

function filesContaining(dir: string, text: string): string[] {
  const needles = [Buffer.from(text, 'utf8'), Buffer.from(text, 'utf16le')];
  return filesUnder(dir).filter((file) => {
    const bytes = readFileSync(file);
    return needles.some((needle) => bytes.includes(needle));
  });
}

describe('change password', () => {
  it('answers 422 naming the field for a wrong current password, and changes nothing', async () => {
    const { user } = await register('wrong-current');
    const wrong = await h.call(user, 'POST', '/api/account/password', { currentPassword: 'not-it-at-all', newPassword: 'second-secret-2' });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ message: 'Current password is incorrect', details: { field: 'currentPassword' } });
    // Still the old password, and still signed in.
    await expect(login(user.username, PASSWORD)).resolves.toBeTruthy();
    expect((await h.call(user, 'GET', '/api/user')).status).toBe(200);
  });

  it('checks the new password with the registration rules', async () => {
    const { user } = await register('short-new');
    const short = await h.call(user, 'POST', '/api/account/password', { currentPassword: PASSWORD, newPassword: 'abc' });
    expect(short.status).toBe(422);
    expect(short.body).toMatchObject({ message: 'Password must be at least 6 characters', details: { field: 'newPassword' } });
  });

  it('signs in with the new password only, ends the other sessions and keeps this one', async () => {
    const { user, refreshToken } = await register('changer');
    const other = await login(user.username, PASSWORD);

    const changed = await h.call(user, 'POST', '/api/account/password', { currentPassword: PASSWORD, newPassword: 'second-secret-2' });
    expect(changed.status).toBe(200);
    expect(changed.body.signedOutSessions).toBeGreaterThanOrEqual(1);

    await expect(login(user.username, PASSWORD)).rejects.toThrow(/answered 401/);
    await expect(login(user.username, 'second-secret-2')).resolves.toBeTruthy();

    // The other browser's refresh token is gone; this one's still renews.
    const otherRefresh = await refresh(other.refresh_token!);
    expect(otherRefresh.status).toBe(400);
    expect(((await otherRefresh.json()) as { error: string }).error).toBe('invalid_grant');
    expect((await refresh(refreshToken)).status).toBe(200);
  });

  it('counts wrong passwords per account: 429 after ten', async () => {
    const { user } = await register('guesser');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await h.call(user, 'POST', '/api/account/password', { currentPassword: `guess-${i}-x`, newPassword: 'second-secret-2' })).status);
    expect(statuses).toEqual([...Array<number>(10).fill(422), 429]);
  });
});

describe('delete account', () => {
  it('erases everything of the angler and nothing of anyone else', async () => {
    const secret = `notes-${randomBytes(8).toString('hex')}`;
    const { user: doomed } = await register('doomed');
    const other = await login(doomed.username, PASSWORD);
    const { user: neighbour } = await register('neighbour');

    // The doomed angler's data: gear, a catch with a unique note and a photo of their own, settings.
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#1d6f8a' } }).jpeg().toBuffer();
    const uploaded = await h.upload(doomed, '/api/catches/photos', { bytes: photo });
    expect(uploaded.status).toBe(201);
    const imageUrl = uploaded.body.imageUrl as string;
    await h.addGear(doomed, { name: `Rod ${secret}`, typeId: 1 });
    const logged = await h.addCatch(doomed, { species: 'Largemouth Bass', date: '2026-05-01', notes: `Caught by the dock ${secret}`, imageUrl });
    expect((await h.shellCall(doomed, 'PUT', '/api/settings', { units: 'metric' })).status).toBe(200);

    // The neighbour's data, which must stay exactly as it is.
    await h.addGear(neighbour, { name: 'Neighbour rod', typeId: 1 });
    const neighbourCatch = await h.addCatch(neighbour, { species: 'Smallmouth Bass', date: '2026-05-02', notes: 'Neighbour notes' });
    const neighbourBefore = await Promise.all(['/api/gear', '/api/catches', '/api/stats', '/api/dashboard'].map((path) => h.getAfter(neighbour, path, neighbourCatch.position)));
    expect(await h.item(doomed, '/api/catches', logged.id, logged.position)).toMatchObject({ imageUrl });

    // Wrong password, then a wrong confirmation: 422, nothing deleted.
    const wrongPassword = await h.call(doomed, 'POST', '/api/account/delete', { password: 'nope-nope', confirmation: doomed.username });
    expect(wrongPassword).toMatchObject({ status: 422, body: { message: 'Password is incorrect', details: { field: 'password' } } });
    const wrongName = await h.call(doomed, 'POST', '/api/account/delete', { password: PASSWORD, confirmation: 'someone-else' });
    expect(wrongName).toMatchObject({ status: 422, body: { message: 'That is not your username', details: { field: 'confirmation' } } });
    expect((await h.call(doomed, 'GET', '/api/user')).status).toBe(200);

    const deleted = await h.call(doomed, 'POST', '/api/account/delete', { password: PASSWORD, confirmation: doomed.username });
    expect(deleted.status).toBe(200);

    // Signed out everywhere: the old access token is refused on every service, sign-in fails,
    // the other browser's refresh token is gone.
    for (const path of ['/api/user', '/api/gear', '/api/catches', '/api/settings']) expect((await h.call(doomed, 'GET', path)).status, path).toBe(401);
    expect((await h.call(doomed, 'POST', '/api/gear', { name: 'After', typeId: 1 })).status).toBe(401);
    await expect(login(doomed.username, PASSWORD)).rejects.toThrow(/answered 401/);
    expect((await refresh(other.refresh_token!)).status).toBe(400);

    // The photo only they used is gone.
    expect((await fetch(`${h.base}${imageUrl}`)).status).toBe(404);

    // Nothing of the neighbour changed.
    const neighbourAfter = await Promise.all(['/api/gear', '/api/catches', '/api/stats', '/api/dashboard'].map((path) => h.call(neighbour, 'GET', path)));
    expect(neighbourAfter.map((a) => a.body)).toEqual(neighbourBefore.map((b) => b.body));

    // No plaintext of the angler left anywhere in the data directory (SQLite files, -wal, media).
    expect(filesContaining(h.dataDir, secret)).toEqual([]);
    expect(filesContaining(h.dataDir, doomed.username)).toEqual([]);

    // The username is free again: a new account, empty.
    const { tokens } = await signIn({ url: h.base }, { username: doomed.username, password: 'brand-new-1' }, 'register', h.base);
    const again: TestUser = { id: decodeJwt(tokens.access_token).payload.sub as string, username: doomed.username, token: tokens.access_token };
    expect(again.id).not.toBe(doomed.id);
    expect((await h.call(again, 'GET', '/api/catches')).body).toEqual([]);
    expect((await h.call(again, 'GET', '/api/gear')).body).toEqual([]);
  });

  it("erases the angler's trips: the trip and open-trip streams and every read model of them", async () => {
    const secret = `trip-${randomBytes(8).toString('hex')}`;
    const { user: doomed } = await register('tripper');
    const setup = await h.addSetup(doomed, { name: `Setup ${secret}` });
    const ended = await h.addTrip(doomed, { name: `Ended ${secret}`, place: `Ramp ${secret}`, startedAt: '2026-05-01T06:00', endedAt: '2026-05-01T10:00' });
    const underWay = await h.addTrip(doomed, { name: `Under way ${secret}`, notes: `Notes ${secret}`, startedAt: '2026-05-02T06:00' });
    await h.addCatch(doomed, { species: `Bass ${secret}`, date: '2026-05-01T07:00', quantity: 4, tripId: ended.id, setupId: setup.id });
    const joined = await h.addCatch(doomed, { species: `Pike ${secret}`, date: '2026-05-02T07:00' });
    expect(await h.item(doomed, '/api/catches', joined.id, joined.position)).toMatchObject({ tripId: underWay.id });
    const removed = await h.shellCall(doomed, 'DELETE', `/api/trips/${ended.id}`);
    expect(removed.status).toBe(200);
    const stats = await h.getAfter(doomed, '/api/stats', removed.body.position);
    expect(stats.body.bestTrips).toMatchObject([{ name: `Under way ${secret}` }]);
    expect(filesContaining(h.dataDir, secret).length).toBeGreaterThan(0);

    expect((await h.call(doomed, 'POST', '/api/account/delete', { password: PASSWORD, confirmation: doomed.username })).status).toBe(200);
    // Streams (trip-<id>, opentrip-<userId>, catches) and read models (trips, their catches and setups, statistics): nothing left.
    expect(filesContaining(h.dataDir, secret)).toEqual([]);
    const events = await openEventStore(loadConfig({ PORT: '0', DATA_DIR: h.dataDir, LOG_LEVEL: 'silent' }));
    try {
      for (const stream of [tripStreamName(ended.id), tripStreamName(underWay.id), openTripStreamName(doomed.id)]) {
        expect(await events.readStream(stream), stream).toEqual([]);
      }
    } finally {
      await events.close();
    }
  });

  it('survives a restart: the deleted account stays refused and is not projected again', async () => {
    const { user } = await register('gone-for-good');
    const added = await h.addGear(user, { name: 'Restart rod', typeId: 1 });
    await h.getAfter(user, '/api/gear', added.position);
    expect((await h.call(user, 'POST', '/api/account/delete', { password: PASSWORD, confirmation: ` ${user.username.toUpperCase()} ` })).status).toBe(200);
    await h.restart();
    expect((await h.call(user, 'GET', '/api/gear')).status).toBe(401);
    await expect(login(user.username, PASSWORD)).rejects.toThrow(/answered 401/);
  });
});
