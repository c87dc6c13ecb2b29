import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiHarness, signedIn, type TestUser } from '@tackle/test-support';

const plastics = {
  brand: 'Zoom',
  model: 'Trick Worm',
  category: 'soft plastic',
  unit: 'pieces',
  size: '6.5',
  initialQuantity: 20.4,
  minStockLevel: 5,
  gearTypeIds: [3, 1],
  purchaseDate: '',
  expiryDate: '',
  cost: 4.99,
};

describe('consumables API', () => {
  /** Calls carry the newest position the user has written, as the shell's do (read-your-writes). */
  const h = apiHarness();
  const [alice, bob] = signedIn(h, 'alice', 'bob');

  /** Adds an item and answers it as the list shows it. */
  const addItem = async (user: TestUser, input: Record<string, unknown>) =>
    h.item(user, '/api/consumables', (await h.addConsumable(user, input)).id);

  it('adds an item: name from brand and model, pieces rounded, empty dates null, compatible types', async () => {
    const item = await addItem(alice, plastics);
    expect(item).toMatchObject({
      name: 'Zoom Trick Worm',
      userId: alice.id,
      initialQuantity: 20,
      currentQuantity: 20,
      purchaseDate: null,
      expiryDate: null,
      gearTypes: [{ gearTypeId: 1 }, { gearTypeId: 3 }],
      lowStock: false,
      revision: 0,
    });
  });

  it('rejects bad input with the spec messages', async () => {
    const post = (body: unknown) => h.shellCall(alice, 'POST', '/api/consumables', body);
    expect(await post({ category: 'hook', unit: 'pieces', initialQuantity: 5, size: '2/0' })).toMatchObject({
      status: 422,
      body: { message: 'Name is required' },
    });
    expect(await post({ name: 'x', unit: 'pieces', initialQuantity: 5 })).toMatchObject({
      status: 422,
      body: { message: 'Category is required' },
    });
    expect(await post({ name: 'x', category: 'line', unit: 'fathoms', initialQuantity: 5 })).toMatchObject({
      status: 422,
      body: { message: 'Unit is required' },
    });
    // Line is sold by the yard or metre (decision 038).
    const spool = await post({ name: 'Braid 30 lb', category: 'line', unit: 'yards', initialQuantity: 150 });
    expect(spool.status).toBe(201);
    const metric = await post({ name: 'Fluoro 0.30 mm', category: 'line', unit: 'metres', initialQuantity: 100 });
    expect(metric.status).toBe(201);
    expect(await post({ name: 'x', category: 'line', unit: 'feet', initialQuantity: -1 })).toMatchObject({
      status: 422,
      body: { message: 'Quantity must be positive' },
    });
    expect(await post({ name: 'x', category: 'sinker', unit: 'oz', initialQuantity: 3 })).toMatchObject({
      status: 422,
      body: { message: 'Size is required for sinker' },
    });
    expect(await post('[1]')).toMatchObject({ status: 400 });
    expect(await h.shellCall(alice, 'PUT', '/api/consumables/not-an-id', plastics)).toMatchObject({ status: 404 });
  });

  it('tracks usage on gear, refuses more than is in stock and keeps the history through edits', async () => {
    const { id: rodId } = await h.addGear(alice, { name: 'Ned rig rod', typeId: 1 });
    const item = await addItem(alice, { ...plastics, initialQuantity: 10 });
    const use = (quantityUsed: number, notes?: string) =>
      h.shellCall(alice, 'POST', `/api/gear/${rodId}/consumables`, { consumableId: item.id, quantityUsed, notes });

    const used = await use(4, 'Lost two to snags');
    expect(used.status).toBe(201);
    expect(await use(7)).toMatchObject({
      status: 422,
      body: { message: 'Not enough Zoom Trick Worm in stock: 6 pieces left, 7 requested' },
    });
    expect(await use(1.6)).toMatchObject({ status: 201 });
    let list = await h.shellCall(alice, 'GET', '/api/consumables');
    expect(list.body.find((c: { id: string }) => c.id === item.id)).toMatchObject({ currentQuantity: 4, lowStock: true });

    // An edit that leaves the count as it is keeps the usage; a higher count is a restock.
    const unchanged = await h.shellCall(alice, 'PUT', `/api/consumables/${item.id}`, { ...plastics, name: 'Trick Worm', initialQuantity: 4 });
    expect(unchanged.status).toBe(200);
    const restocked = await h.shellCall(alice, 'PUT', `/api/consumables/${item.id}`, { ...plastics, name: 'Trick Worm', initialQuantity: 24 });
    expect(restocked.status).toBe(200);
    list = await h.shellCall(alice, 'GET', '/api/consumables');
    expect(list.body.find((c: { id: string }) => c.id === item.id)).toMatchObject({
      name: 'Trick Worm',
      currentQuantity: 24,
      lowStock: false,
    });
    const history = await h.shellCall(alice, 'GET', `/api/consumables/${item.id}/history`);
    expect(history.status).toBe(200);
    expect(
      history.body.map((e: { transactionType: string; quantity: number; balance: number; gearName: string | null }) => [
        e.transactionType,
        e.quantity,
        e.balance,
        e.gearName,
      ]),
    ).toEqual([
      ['restock', 20, 24, null],
      ['usage', -2, 4, 'Ned rig rod'],
      ['usage', -4, 6, 'Ned rig rod'],
      ['initial', 10, 10, null],
    ]);
    expect(history.body[2].notes).toBe('Lost two to snags');
  });

  it('a PUT of the item as GET answered it changes nothing but what was edited (issue 16, finding 6)', async () => {
    const { id: rodId } = await h.addGear(alice, { name: 'Drop shot rod', typeId: 1 });
    const item = await addItem(alice, { ...plastics, initialQuantity: 30 });
    expect((await h.shellCall(alice, 'POST', `/api/gear/${rodId}/consumables`, { consumableId: item.id, quantityUsed: 12 })).status).toBe(201);
    const read = await h.item(alice, '/api/consumables', item.id);
    expect(read).toMatchObject({ initialQuantity: 30, currentQuantity: 18 });

    // Sent back whole, with the notes edited: the stock stays 18, the usage stays in the history.
    const { id: _id, userId: _userId, createdAt: _c, updatedAt: _u, lowStock: _l, gearTypes, revision, ...fields } = read as Record<string, any>;
    const back = { ...fields, gearTypeIds: gearTypes.map((type: { gearTypeId: number }) => type.gearTypeId), notes: 'Green pumpkin', expectedRevision: revision };
    expect((await h.shellCall(alice, 'PUT', `/api/consumables/${item.id}`, back)).status).toBe(200);
    expect(await h.item(alice, '/api/consumables', item.id)).toMatchObject({ notes: 'Green pumpkin', initialQuantity: 30, currentQuantity: 18 });

    // The count on hand has a field of its own: setting it records a restock.
    const again = (await h.item(alice, '/api/consumables', item.id)) as Record<string, any>;
    const restock = { ...back, currentQuantity: 25, expectedRevision: again.revision };
    expect((await h.shellCall(alice, 'PUT', `/api/consumables/${item.id}`, restock)).status).toBe(200);
    expect(await h.item(alice, '/api/consumables', item.id)).toMatchObject({ initialQuantity: 30, currentQuantity: 25 });
    const history = await h.shellCall(alice, 'GET', `/api/consumables/${item.id}/history`);
    expect(history.body.map((e: { transactionType: string; quantity: number }) => [e.transactionType, e.quantity])).toEqual([
      ['restock', 7],
      ['usage', -12],
      ['initial', 30],
    ]);
    const refused = await h.shellCall(alice, 'PUT', `/api/consumables/${item.id}`, { ...restock, currentQuantity: -1 });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain('Quantity on hand must be a non-negative number');
  });

  it('answers the usage call with 404 for foreign or deleted gear and foreign consumables, 422 for bad input', async () => {
    const { id: aliceRod } = await h.addGear(alice, { name: 'Alice rod', typeId: 1 });
    const { id: bobRod } = await h.addGear(bob, { name: 'Bob rod', typeId: 1 });
    const aliceItem = await addItem(alice, { ...plastics, initialQuantity: 10 });
    const bobItem = await addItem(bob, { ...plastics, initialQuantity: 10 });
    const use = (gearId: string, consumableId: string, quantityUsed: unknown = 1) =>
      h.shellCall(alice, 'POST', `/api/gear/${gearId}/consumables`, { consumableId, quantityUsed });
    expect(await use(bobRod, aliceItem.id)).toMatchObject({ status: 404, body: { message: 'Gear not found' } });
    expect(await use(aliceRod, bobItem.id)).toMatchObject({ status: 404, body: { message: 'Consumable not found' } });
    expect(await use(aliceRod, 'nope')).toMatchObject({ status: 404 });
    expect(await use(randomUUID(), aliceItem.id)).toMatchObject({ status: 404 });
    expect(await use(aliceRod, aliceItem.id, 0)).toMatchObject({
      status: 422,
      body: { message: 'Please select a consumable and specify quantity' },
    });
    expect(await h.shellCall(alice, 'POST', `/api/gear/${aliceRod}/consumables`, {})).toMatchObject({ status: 422 });
    await h.shellCall(alice, 'DELETE', `/api/gear/${aliceRod}`);
    expect(await use(aliceRod, aliceItem.id)).toMatchObject({ status: 404, body: { message: 'Gear not found' } });
    const bobList = await h.shellCall(bob, 'GET', '/api/consumables');
    expect(bobList.body.find((c: { id: string }) => c.id === bobItem.id).currentQuantity).toBe(10);
  });

  it("answers 404 on every verb for another user's item and changes nothing", async () => {
    const item = await addItem(alice, plastics);
    expect((await h.shellCall(bob, 'PUT', `/api/consumables/${item.id}`, plastics)).status).toBe(404);
    expect((await h.shellCall(bob, 'DELETE', `/api/consumables/${item.id}`)).status).toBe(404);
    expect((await h.shellCall(bob, 'GET', `/api/consumables/${item.id}/history`)).status).toBe(404);
    const bobList = await h.shellCall(bob, 'GET', '/api/consumables');
    expect(bobList.body.map((c: { id: string }) => c.id)).not.toContain(item.id);
    const aliceList = await h.shellCall(alice, 'GET', '/api/consumables');
    expect(aliceList.body.find((c: { id: string }) => c.id === item.id)).toMatchObject({ revision: 0 });
  });

  it('lists the consumables of a gear type, counts low stock on the dashboard and deletes', async () => {
    const carol = await h.user('carol');
    const worms = await addItem(carol, { ...plastics, gearTypeIds: [3], initialQuantity: 3 });
    const line = await addItem(carol, { name: 'Fluoro 8 lb', category: 'line', unit: 'feet', initialQuantity: 600, gearTypeIds: [2] });
    const swivels = await addItem(carol, { name: 'Swivels', category: 'swivel', unit: 'packs', initialQuantity: 1 });
    const forLures = await h.shellCall(carol, 'GET', '/api/gear-types/3/consumables');
    expect(forLures.body).toEqual([
      { id: swivels.id, name: 'Swivels', currentQuantity: 1, unit: 'packs' },
      { id: worms.id, name: 'Zoom Trick Worm', currentQuantity: 3, unit: 'pieces' },
    ]);
    const forReels = await h.shellCall(carol, 'GET', '/api/gear-types/2/consumables');
    expect(forReels.body.map((c: { id: string }) => c.id)).toEqual([line.id, swivels.id]);
    expect((await h.shellCall(carol, 'GET', '/api/gear-types/9/consumables')).status).toBe(404);
    expect((await h.shellCall(carol, 'GET', '/api/gear-types/rod/consumables')).status).toBe(404);

    expect((await h.shellCall(carol, 'GET', '/api/dashboard')).body.lowStockConsumables).toBe(2);
    const removed = await h.shellCall(carol, 'DELETE', `/api/consumables/${worms.id}`);
    expect(removed.status).toBe(200);
    expect((await h.shellCall(carol, 'GET', '/api/dashboard')).body.lowStockConsumables).toBe(1);
    const list = await h.shellCall(carol, 'GET', '/api/consumables');
    expect(list.body.map((c: { id: string }) => c.id)).not.toContain(worms.id);
    expect((await h.shellCall(carol, 'DELETE', `/api/consumables/${worms.id}`)).status).toBe(404);
  });
});
