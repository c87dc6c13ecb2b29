import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiHarness, signedIn, type Answer, type TestUser } from '@tackle/test-support';

// Idempotent commands (docs/decisions/114-idempotent-commands.md): an offline phone sends its
// queue again after a lost answer, a closed tab or a restart; each change must land exactly once.

const bass = (weight: number) => ({ species: 'Largemouth Bass', weight, date: '2026-06-01T06:30' });

describe('Idempotency-Key on commands', () => {
  const h = apiHarness();
  const [alice, bob] = signedIn(h, 'alice', 'bob');

  const send = (user: TestUser, method: string, path: string, key: string, body?: unknown) =>
    h.call(user, method, path, body, { 'idempotency-key': key });

  async function catchIds(user: TestUser, position: number): Promise<string[]> {
    const list = await h.getAfter(user, '/api/catches', position);
    expect(list.status).toBe(200);
    return (list.body as Array<{ id: string }>).map((c) => c.id);
  }

  const newest = (answers: Answer[]) => Math.max(...answers.map((a) => Number(a.body.position)));

  it('100 commands sent twice (the retries racing the first sends) log 100 catches, each once', async () => {
    const carol = await h.user('carol');
    const keys = Array.from({ length: 100 }, () => randomUUID());
    const firsts: Answer[] = [];
    const retries: Answer[] = [];
    // In waves of ten: each command and its retry are in flight together, as after a lost answer.
    for (let wave = 0; wave < 10; wave += 1) {
      const slice = keys.slice(wave * 10, wave * 10 + 10);
      const answers = await Promise.all(
        slice.flatMap((key, i) => [send(carol, 'POST', '/api/catches', key, bass(wave + i / 10)), send(carol, 'POST', '/api/catches', key, bass(wave + i / 10))]),
      );
      answers.forEach((answer, i) => (i % 2 === 0 ? firsts : retries).push(answer));
    }
    // And the whole queue once more, later, in the other order.
    const late = await Promise.all([...keys].reverse().map((key, i) => send(carol, 'POST', '/api/catches', key, bass(9 - Math.floor(i / 10) + (9 - (i % 10)) / 10))));
    late.reverse();

    for (const [i, first] of firsts.entries()) {
      expect(first.status).toBe(201);
      expect(retries[i]).toMatchObject({ status: 201, body: first.body });
      expect(late[i]).toMatchObject({ status: 201, body: first.body });
      expect(late[i]!.headers.get('idempotent-replayed')).toBe('true');
    }
    const ids = await catchIds(carol, newest([...firsts, ...retries, ...late]));
    expect(ids).toHaveLength(100);
    expect(new Set(ids)).toEqual(new Set(firsts.map((a) => a.body.id)));
  });

  it('a key sent again with a different body is refused with 422 and writes nothing', async () => {
    const key = randomUUID();
    const first = await send(alice, 'POST', '/api/catches', key, bass(2));
    expect(first.status).toBe(201);
    const other = await send(alice, 'POST', '/api/catches', key, bass(5));
    expect(other).toMatchObject({ status: 422, body: { message: 'This Idempotency-Key was already used for a different request' } });
    const ids = await catchIds(alice, first.body.position);
    expect(ids.filter((id) => id === first.body.id)).toHaveLength(1);
    const item = await h.item(alice, '/api/catches', first.body.id, first.body.position);
    expect(item).toMatchObject({ weight: 2 });
    // The same body in another key order is the same request.
    const reordered = await send(alice, 'POST', '/api/catches', key, { date: '2026-06-01T06:30', weight: 2, species: 'Largemouth Bass' });
    expect(reordered).toMatchObject({ status: 201, body: first.body });
  });

  it('edits and deletes sent again answer their first answer and change nothing more', async () => {
    const created = await h.addCatch(alice, bass(3));
    const editKey = randomUUID();
    const edit = { ...bass(4), expectedRevision: 0 };
    const edited = await send(alice, 'PUT', `/api/catches/${created.id}`, editKey, edit);
    expect(edited).toMatchObject({ status: 200, body: { id: created.id, revision: 1 } });
    // The retry carries the revision it first read: without the key it would be a stale edit (409).
    expect(await send(alice, 'PUT', `/api/catches/${created.id}`, editKey, edit)).toMatchObject({ status: 200, body: edited.body });
    expect(await h.call(alice, 'PUT', `/api/catches/${created.id}`, edit)).toMatchObject({ status: 409 });

    const deleteKey = randomUUID();
    const deleted = await send(alice, 'DELETE', `/api/catches/${created.id}`, deleteKey);
    expect(deleted).toMatchObject({ status: 200, body: { id: created.id, revision: 2 } });
    // Sent again after the catch is gone: the first answer, not a 404.
    expect(await send(alice, 'DELETE', `/api/catches/${created.id}`, deleteKey)).toMatchObject({ status: 200, body: deleted.body });
    expect(await h.call(alice, 'DELETE', `/api/catches/${created.id}`)).toMatchObject({ status: 404 });
    expect(await catchIds(alice, deleted.body.position)).not.toContain(created.id);
  });

  it('usage of a consumable sent again is taken from stock once', async () => {
    const { id: rodId } = await h.addGear(alice, { name: 'Ned rig rod', typeId: 1 });
    const worms = await h.addConsumable(alice, { brand: 'Zoom', model: 'Trick Worm', category: 'soft plastic', size: '6.5', unit: 'pieces', initialQuantity: 10, gearTypeIds: [1] });
    const key = randomUUID();
    const body = { consumableId: worms.id, quantityUsed: 4 };
    const used = await send(alice, 'POST', `/api/gear/${rodId}/consumables`, key, body);
    expect(used.status).toBe(201);
    expect(await send(alice, 'POST', `/api/gear/${rodId}/consumables`, key, body)).toMatchObject({ status: 201, body: used.body });
    expect(await h.item(alice, '/api/consumables', worms.id, used.body.position)).toMatchObject({ currentQuantity: 6 });
  });

  it('a CSV import sent again imports nothing more', async () => {
    const dave = await h.user('dave');
    const key = randomUUID();
    const rows = [bass(1), { species: '', weight: 1 }, bass(2)];
    const first = await send(dave, 'POST', '/api/catches/import', key, { rows });
    expect(first.status).toBe(200);
    expect(first.body.imported).toHaveLength(2);
    expect(first.body.failed).toHaveLength(1);
    const again = await send(dave, 'POST', '/api/catches/import', key, { rows });
    expect(again).toMatchObject({ status: 200, body: first.body });
    expect(await catchIds(dave, first.body.position)).toHaveLength(2);
  });

  it('keys are per user: the same key from another user is another command', async () => {
    const key = randomUUID();
    const mine = await send(alice, 'POST', '/api/catches', key, bass(1));
    const theirs = await send(bob, 'POST', '/api/catches', key, bass(1));
    expect(mine.status).toBe(201);
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(mine.body.id);
    expect(await catchIds(bob, theirs.body.position)).toEqual([theirs.body.id]);
  });

  it('refuses a malformed key with 400 before writing', async () => {
    const erin = await h.user('erin');
    for (const key of ['short', 'with space in it', 'x'.repeat(256)]) {
      const answer = await send(erin, 'POST', '/api/catches', key, bass(1));
      expect(answer).toMatchObject({ status: 400, body: { message: 'Idempotency-Key must be 8 to 255 visible ASCII characters (a UUID is best)' } });
    }
    const list = await h.call(erin, 'GET', '/api/catches');
    expect(list.body).toEqual([]);
  });

  it('a command sent before a restart answers the same after it, and is not written again', async () => {
    const key = randomUUID();
    const { id: rodId } = await h.addGear(alice, { name: 'Frog rod', typeId: 1 });
    const before = await send(alice, 'POST', '/api/catches', key, { ...bass(6), gearId: rodId });
    expect(before.status).toBe(201);
    await h.restart();
    const after = await send(alice, 'POST', '/api/catches', key, { ...bass(6), gearId: rodId });
    expect(after).toMatchObject({ status: 201, body: before.body });
    const ids = await catchIds(alice, after.body.position);
    expect(ids.filter((id) => id === before.body.id)).toHaveLength(1);
  });
});
