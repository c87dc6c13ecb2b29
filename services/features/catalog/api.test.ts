import { beforeAll, describe, expect, it } from 'vitest';
import { apiHarness, signedIn } from '@tackle/test-support';

const h = apiHarness();
const [alice, bob] = signedIn(h, 'alice', 'bob');
beforeAll(() => h.catalogReady(alice));

describe('brand and model catalog API', () => {
  it('ships real brands, marked popular, searchable case-insensitively', async () => {
    const all = await h.call(alice, 'GET', '/api/brands');
    expect(all.status).toBe(200);
    const names = all.body.map((b: { name: string }) => b.name);
    for (const brand of ['Shimano', 'Daiwa', 'Abu Garcia', 'St. Croix', 'G. Loomis', "Lew's", '13 Fishing', 'Ugly Stik', 'Penn', 'Okuma', 'Strike King', 'Zoom', 'Z-Man', 'Berkley', 'Rapala', 'Yamamoto', 'Booyah', 'Megabass', 'Lucky Craft', 'War Eagle', 'Yo-Zuri', 'Keitech', 'Googan Baits']) {
      expect(names).toContain(brand);
    }
    expect(all.body.find((b: { id: string }) => b.id === 'st-croix')).toEqual({ id: 'st-croix', name: 'St. Croix', category: 'fishing', popular: true });

    const search = await h.call(alice, 'GET', '/api/brands?query=GAR');
    expect(search.body[0]).toMatchObject({ name: 'Abu Garcia' });
    expect((await h.call(alice, 'GET', '/api/brands?query=stcroix')).body.map((b: { name: string }) => b.name)).toEqual(['St. Croix']);
    expect((await h.call(alice, 'GET', '/api/brands?query=zzzz-nothing')).body).toEqual([]);
  });

  it("lists a brand's models, filtered by gear type and search", async () => {
    const reels = await h.call(alice, 'GET', '/api/brands/shimano/models?gearTypeId=2');
    expect(reels.status).toBe(200);
    expect(reels.body.length).toBeGreaterThan(5);
    expect(reels.body.every((m: { gearTypeId: number; brandId: string }) => m.gearTypeId === 2 && m.brandId === 'shimano')).toBe(true);
    const curado = await h.call(alice, 'GET', '/api/brands/shimano/models?query=curado');
    expect(curado.body.map((m: { displayName: string }) => m.displayName)).toEqual(expect.arrayContaining(['Shimano Curado DC', 'Shimano Curado K']));
    expect(curado.body[0]).toEqual(expect.objectContaining({ id: expect.any(String), name: expect.any(String), displayName: expect.any(String), popular: true }));

    const byQuery = await h.call(alice, 'GET', '/api/models?query=senko');
    expect(byQuery.body[0]).toMatchObject({ displayName: 'Yamamoto Senko', gearTypeId: 3 });
    const byBrand = await h.call(alice, 'GET', '/api/models?brandId=z-man&gearTypeId=3');
    expect(byBrand.body.map((m: { name: string }) => m.name)).toContain('Finesse TRD');
  });

  it('tells the facts it knows about a product line, and nothing about lines sold in several builds', async () => {
    const stradic = (await h.call(alice, 'GET', '/api/brands/shimano/models?query=stradic fl')).body[0];
    expect(stradic).toMatchObject({ name: 'Stradic FL', specs: { reelType: 'Spinning', bearings: '6+1', gearRatio: null, rodType: null, lureType: null } });
    const senko = (await h.call(alice, 'GET', '/api/models?query=senko')).body[0];
    expect(senko.specs).toMatchObject({ lureType: 'soft plastic', reelType: null });
    const rod = (await h.call(alice, 'GET', '/api/brands/shimano/models?query=curado casting')).body[0];
    expect(rod).toMatchObject({ name: 'Curado Casting Rod', specs: { rodType: 'Casting' } });
    // Revo SX comes as spinning and as baitcasting reels: the catalog does not guess.
    const revo = (await h.call(alice, 'GET', '/api/brands/abu-garcia/models?query=revo sx')).body[0];
    expect(revo).toMatchObject({ name: 'Revo SX', specs: null });
  });

  it("creates a brand of the angler's own: in their pickers only, refused twice in any spelling (issue 16, finding 2)", async () => {
    const created = await h.call(alice, 'POST', '/api/brands', { name: '  Dobyns Custom  ' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Dobyns Custom', category: 'fishing', popular: false });
    expect(created.body.id).toMatch(/^dobyns-custom-u-[0-9a-f]{12}$/);
    const mine = await h.getAfter(alice, '/api/brands?query=dobyns custom', created.body.position);
    expect(mine.body).toEqual([{ id: created.body.id, name: 'Dobyns Custom', category: 'fishing', popular: false }]);
    // Nobody else sees it, finds its models or can add to it.
    expect((await h.getAfter(bob, '/api/brands?query=dobyns custom', created.body.position)).body).toEqual([]);
    expect((await h.call(bob, 'GET', `/api/brands/${created.body.id}/models`)).status).toBe(404);
    expect((await h.call(bob, 'POST', `/api/brands/${created.body.id}/models`, { name: 'Fury' })).status).toBe(404);

    const again = await h.call(alice, 'POST', '/api/brands', { name: 'DOBYNS-custom', category: 'fishing' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: 'Brand already exists', details: { existing: { id: created.body.id, name: 'Dobyns Custom' } } });
    // Another angler adds the same name as theirs, never learning of alice's.
    const bobs = await h.call(bob, 'POST', '/api/brands', { name: 'Dobyns Custom' });
    expect(bobs.status).toBe(201);
    expect(bobs.body.id).not.toBe(created.body.id);
    // The built-in catalog stays shared: its names are taken for everyone.
    expect(await h.call(bob, 'POST', '/api/brands', { name: 'shimano' })).toMatchObject({ status: 409, body: { details: { existing: { id: 'shimano' } } } });
    // Markup is kept as text, and only its adder ever sees it.
    const evil = await h.call(bob, 'POST', '/api/brands', { name: 'Evil<img src=x onerror=alert(1)>' });
    expect(evil.status).toBe(201);
    expect((await h.getAfter(alice, '/api/brands?query=evil', evil.body.position)).body).toEqual([]);
  });

  it("creates models of the angler's own under a brand, unique per brand", async () => {
    const created = await h.call(alice, 'POST', '/api/brands/shimano/models', { name: 'Bantam MGL 150', gearTypeId: 2 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ brandId: 'shimano', name: 'Bantam MGL 150', displayName: 'Shimano Bantam MGL 150', gearTypeId: 2, popular: false });
    expect(created.body.id).toMatch(/^shimano--bantam-mgl-150-u-[0-9a-f]{12}$/);
    const listed = await h.getAfter(alice, '/api/brands/shimano/models?query=bantam mgl', created.body.position);
    expect(listed.body.map((m: { id: string }) => m.id)).toContain(created.body.id);
    expect((await h.getAfter(bob, '/api/models?query=bantam mgl', created.body.position)).body).toEqual([]);
    const duplicate = await h.call(alice, 'POST', '/api/brands/shimano/models', { name: 'bantam mgl 150' });
    expect(duplicate).toMatchObject({ status: 409, body: { message: 'Model already exists for this brand' } });
    // A built-in model's name is taken for everyone; the same name under another brand is another model.
    expect((await h.call(bob, 'POST', '/api/brands/shimano/models', { name: 'Curado K' })).status).toBe(409);
    expect((await h.call(alice, 'POST', '/api/brands/daiwa/models', { name: 'Bantam MGL 150' })).status).toBe(201);
    const untyped = await h.call(alice, 'POST', '/api/brands/daiwa/models', { name: 'Mystery Line' });
    expect(untyped.body.gearTypeId).toBeNull();
  });

  it('refuses blank names, unknown brands and bad filters', async () => {
    expect(await h.call(alice, 'POST', '/api/brands', { name: '   ' })).toMatchObject({ status: 422, body: { message: 'Brand name is required' } });
    expect(await h.call(alice, 'POST', '/api/brands', {})).toMatchObject({ status: 422, body: { message: 'Brand name is required' } });
    expect(await h.call(alice, 'POST', '/api/brands', { name: '!!!' })).toMatchObject({ status: 422, body: { message: 'Names need at least one letter or digit' } });
    expect(await h.call(alice, 'POST', '/api/brands', { name: 'x'.repeat(101) })).toMatchObject({ status: 422 });
    expect(await h.call(alice, 'POST', '/api/brands/shimano/models', { name: '' })).toMatchObject({ status: 422, body: { message: 'Model name is required' } });
    expect(await h.call(alice, 'POST', '/api/brands/shimano/models', { name: 'X', gearTypeId: 9 })).toMatchObject({ status: 422, body: { message: 'Please select a gear type' } });
    expect(await h.call(alice, 'POST', '/api/brands/no-such-brand/models', { name: 'X' })).toMatchObject({ status: 404, body: { message: 'Brand not found' } });
    expect(await h.call(alice, 'POST', '/api/brands/..%2Fgear/models', { name: 'X' })).toMatchObject({ status: 404 });
    expect(await h.call(alice, 'GET', '/api/brands/no-such-brand/models')).toMatchObject({ status: 404, body: { message: 'Brand not found' } });
    expect((await h.call(alice, 'GET', '/api/models?gearTypeId=7')).status).toBe(422);
    expect((await h.call(alice, 'GET', `/api/brands?query=${'q'.repeat(101)}`)).status).toBe(422);
  });

  it('limits how many entries one angler adds in an hour (429), not the others', async () => {
    const [carol] = await h.users('carol');
    for (let i = 0; i < 30; i += 1) expect((await h.call(carol!, 'POST', '/api/brands', { name: `Carol Brand ${i}` })).status).toBe(201);
    const refused = await h.call(carol!, 'POST', '/api/brands', { name: 'Carol Brand 30' });
    expect(refused).toMatchObject({ status: 429, body: { message: expect.stringMatching(/^You have added 30 catalog entries in the last hour\. Try again in \d+ minutes\.$/) } });
    expect((await h.call(carol!, 'POST', '/api/brands/shimano/models', { name: 'One more' })).status).toBe(429);
    expect((await h.call(bob, 'POST', '/api/brands', { name: 'Bob Brand' })).status).toBe(201);
  });

  it('requires a signed-in user', async () => {
    expect((await h.call(null, 'GET', '/api/brands')).status).toBe(401);
    expect((await h.call(null, 'POST', '/api/brands', { name: 'Anonymous' })).status).toBe(401);
    expect((await h.call(null, 'GET', '/api/models?query=curado')).status).toBe(401);
  });
});
