import { describe, expect, it } from 'vitest';
import { AppError, type EventStore } from '@tackle/platform';
import { InMemoryEventStore } from '@tackle/platform';
import { createAccountService } from '../src/accounts';
import { hashPassword, verifyPassword } from '../src/passwords';

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

describe('accounts (event-sourced)', () => {
  it('reserves the lowercased username before writing UserRegistered, with full metadata', async () => {
    const store = new InMemoryEventStore();
    const accounts = createAccountService(store, () => new Date('2025-06-01T05:00:00.000Z'));
    const account = await accounts.register({ username: '  Muskie.Mike ', password: 'figure-eight' }, { correlationId: 'corr-1' });
    expect(account).toEqual({ id: expect.any(String), username: 'Muskie.Mike', registeredAt: '2025-06-01T05:00:00.000Z' });

    const events = await store.readAll(0, 100);
    expect(events.map((e) => [e.streamId, e.type, e.revision])).toEqual([
      ['username-muskie.mike', 'UsernameReserved', 0],
      [`user-${account.id}`, 'UserRegistered', 0],
    ]);
    expect(events[0]!.data).toEqual({ username: 'Muskie.Mike', userId: account.id });
    const registered = events[1]!;
    expect(registered.data).toMatchObject({ userId: account.id, username: 'Muskie.Mike', registeredAt: '2025-06-01T05:00:00.000Z' });
    for (const event of events) {
      expect(event.metadata).toEqual({ userId: account.id, correlationId: 'corr-1', causationId: null, schemaVersion: 1 });
      expect(event.id).toMatch(/^[0-9a-f-]{36}$/);
    }
    const { passwordHash } = registered.data as { passwordHash: string };
    expect(passwordHash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    expect(JSON.stringify(events)).not.toContain('figure-eight');
  });

  it('authenticates case-insensitively and never says which half was wrong', async () => {
    const accounts = createAccountService(new InMemoryEventStore());
    const { id } = await accounts.register({ username: 'Trout_Tina', password: 'dry-fly-9' });
    expect(await accounts.authenticate({ username: 'trout_tina', password: 'dry-fly-9' })).toMatchObject({ id, username: 'Trout_Tina' });
    for (const input of [
      { username: 'Trout_Tina', password: 'dry-fly-8' },
      { username: 'Nobody', password: 'dry-fly-9' },
      { username: 'Trout_Tina', password: 'x'.repeat(500) },
      { username: 'not valid!', password: 'dry-fly-9' },
    ]) {
      const error = await rejection(accounts.authenticate(input));
      expect([error.status, error.message]).toEqual([401, 'Invalid username or password']);
    }
    expect(await accounts.findByUsername('TROUT_TINA')).toMatchObject({ id });
    expect(await accounts.findById(id)).toMatchObject({ username: 'Trout_Tina' });
    expect(await accounts.findById('not-a-uuid')).toBeNull();
  });

  it('answers 409 when the reservation stream exists, without a second UserRegistered', async () => {
    const store = new InMemoryEventStore();
    const accounts = createAccountService(store);
    await accounts.register({ username: 'Gar', password: 'longnose' });
    const error = await rejection(accounts.register({ username: 'GAR', password: 'shortnose' }));
    expect([error.status, error.message]).toEqual([409, 'Username already taken']);
    const types = (await store.readAll(0, 100)).map((e) => e.type);
    expect(types).toEqual(['UsernameReserved', 'UserRegistered']);
  });

  it('lets exactly one of two concurrent registrations of the same name win', async () => {
    const store = new InMemoryEventStore();
    const accounts = createAccountService(store);
    const results = await Promise.allSettled([
      accounts.register({ username: 'racer', password: 'secret-1' }),
      accounts.register({ username: 'RACER', password: 'secret-2' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await store.readAll(0, 100)).filter((e) => e.type === 'UserRegistered')).toHaveLength(1);
  });

  it('propagates event store failures other than a concurrency conflict', async () => {
    const broken = { ...new InMemoryEventStore(), append: async () => Promise.reject(new Error('disk full')) } as unknown as EventStore;
    const accounts = createAccountService(broken);
    await expect(accounts.register({ username: 'sunfish', password: 'secret-1' })).rejects.toThrow('disk full');
  });
});

describe('password hashing', () => {
  it('salts every hash and verifies only the right password', async () => {
    const a = await hashPassword('hook-line-sinker');
    const b = await hashPassword('hook-line-sinker');
    expect(a).not.toBe(b);
    expect(await verifyPassword('hook-line-sinker', a)).toBe(true);
    expect(await verifyPassword('hook-line-sinker!', a)).toBe(false);
    expect(await verifyPassword('hook-line-sinker', 'garbage')).toBe(false);
    expect(await verifyPassword('hook-line-sinker', a.replace('$16384$', '$999999999$'))).toBe(false);
  });
});
