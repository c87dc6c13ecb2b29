import { describe, expect, it } from 'vitest';
import { CATALOG_SEED_STREAM, GEAR_TYPE_IDS, brandIdFor, modelIdFor, modelSpecsSchema, modelStreamName } from '@tackle/contracts';
import { InMemoryEventStore } from '@tackle/platform';
import { addBrand, addModel, recordModelSpecs, seedCatalog } from './commands';
import { SEED_BRANDS, SEED_MODEL_SPECS } from './seed-data';

const actor = { userId: 'user-a', correlationId: 'test' };
const seedModelCount = SEED_BRANDS.reduce((sum, b) => sum + (b.rods?.length ?? 0) + (b.reels?.length ?? 0) + (b.lures?.length ?? 0), 0);

describe('seedCatalog', () => {
  it('appends every built-in brand and model once, however often it runs', async () => {
    const store = new InMemoryEventStore();
    expect(await seedCatalog(store)).toEqual({ brands: SEED_BRANDS.length, models: seedModelCount });
    const head = await store.headPosition();
    expect(await seedCatalog(store)).toEqual({ brands: 0, models: 0 });
    expect(await store.headPosition()).toBe(head);
    expect((await store.readStream(CATALOG_SEED_STREAM)).map((e) => e.type)).toEqual(['CatalogSeeded']);
    expect((await store.readStream('brand-shimano'))[0]).toMatchObject({ type: 'BrandAdded', data: { name: 'Shimano', popular: true } });
  });

  it("adds the built-in brand even when an angler has one of that name of their own", async () => {
    const store = new InMemoryEventStore();
    const own = await addBrand(store, actor, { name: 'SHIMANO' });
    expect(own.id).toMatch(/^shimano-u-[0-9a-f]{12}$/);
    const added = await seedCatalog(store);
    expect(added).toEqual({ brands: SEED_BRANDS.length, models: seedModelCount });
    const brand = await store.readStream('brand-shimano');
    expect(brand).toHaveLength(1);
    expect(brand[0]!.data).toMatchObject({ name: 'Shimano', popular: true, ownerId: null });
    // The built-in name is now taken for the angler too; their own entry stays theirs.
    await expect(addBrand(store, { userId: 'user-b', correlationId: 'test' }, { name: 'Shimano' })).rejects.toThrow('Brand already exists');
  });

  it('lets two processes seed at once without duplicates', async () => {
    const store = new InMemoryEventStore();
    await Promise.all([seedCatalog(store), seedCatalog(store)]);
    const all = await store.readAll(0, 10_000);
    expect(all.filter((e) => e.type === 'BrandAdded')).toHaveLength(SEED_BRANDS.length);
    expect(all.filter((e) => e.type === 'ModelAdded')).toHaveLength(seedModelCount);
  });

  it('makes built-in names unavailable to users under the same brand', async () => {
    const store = new InMemoryEventStore();
    await seedCatalog(store);
    await expect(addModel(store, actor, 'shimano', { name: 'curado dc' })).rejects.toThrow('Model already exists for this brand');
  });
});

describe('built-in model specs (decision 039)', () => {
  const specEntries = Object.entries(SEED_MODEL_SPECS).flatMap(([brand, models]) =>
    Object.entries(models).map(([model, specs]) => ({ brand, model, specs })),
  );

  it('names only seeded models, and gives each the facts of its own gear type', () => {
    for (const { brand, model, specs } of specEntries) {
      const seed = SEED_BRANDS.find((entry) => entry.name === brand);
      const parsed = modelSpecsSchema.parse(specs);
      const typeId = seed?.rods?.includes(model)
        ? GEAR_TYPE_IDS.rod
        : seed?.reels?.includes(model)
          ? GEAR_TYPE_IDS.reel
          : seed?.lures?.includes(model)
            ? GEAR_TYPE_IDS.lure
            : null;
      expect({ brand, model, typeId }).not.toMatchObject({ typeId: null });
      const rodFacts = parsed.rodType !== null;
      const reelFacts = parsed.reelType !== null || parsed.gearRatio !== null || parsed.bearings !== null;
      const lureFacts = parsed.lureType !== null;
      expect({ brand, model, rodFacts, reelFacts, lureFacts }).toEqual({
        brand,
        model,
        rodFacts: typeId === GEAR_TYPE_IDS.rod,
        reelFacts: typeId === GEAR_TYPE_IDS.reel,
        lureFacts: typeId === GEAR_TYPE_IDS.lure,
      });
    }
  });

  it('records the specs once with the catalog, and again never', async () => {
    const store = new InMemoryEventStore();
    await seedCatalog(store);
    const stradic = await store.readStream(modelStreamName(modelIdFor('shimano', 'Stradic FL')));
    expect(stradic.map((event) => event.type)).toEqual(['ModelAdded', 'ModelSpecsRecorded']);
    expect(stradic[1]!.data).toMatchObject({ specs: { reelType: 'Spinning', bearings: '6+1', gearRatio: null, rodType: null, lureType: null } });
    const all = await store.readAll(0, 10_000);
    expect(all.filter((event) => event.type === 'ModelSpecsRecorded')).toHaveLength(specEntries.length);
    // A line the catalog knows nothing certain about gets no specs.
    expect((await store.readStream(modelStreamName(modelIdFor(brandIdFor('Abu Garcia'), 'Revo SX')))).map((e) => e.type)).toEqual(['ModelAdded']);
  });

  it('adds the specs to a catalog seeded by version 1, without adding any brand or model twice', async () => {
    const store = new InMemoryEventStore();
    // What version 1 left behind: the brands and models, and its CatalogSeeded marker.
    for (const seed of SEED_BRANDS) {
      await addBrand(store, { userId: 'system', correlationId: 'v1' }, { name: seed.name }, { popular: true, builtIn: true });
      for (const name of seed.reels ?? []) await addModel(store, actor, brandIdFor(seed.name), { name, gearTypeId: 2 }, { popular: true, builtIn: true });
    }
    await store.append(
      CATALOG_SEED_STREAM,
      [
        {
          id: crypto.randomUUID(),
          type: 'CatalogSeeded',
          data: { version: 1, brands: SEED_BRANDS.length, models: 0, seededAt: '2025-01-01T00:00:00.000Z' },
          metadata: { userId: 'system', correlationId: 'v1', causationId: null, schemaVersion: 1 },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    const added = await seedCatalog(store);
    expect(added.brands).toBe(0);
    const curado = await store.readStream(modelStreamName(modelIdFor('shimano', 'Curado DC')));
    expect(curado.map((event) => event.type)).toEqual(['ModelAdded', 'ModelSpecsRecorded']);
    expect((await store.readStream(CATALOG_SEED_STREAM)).map((event) => (event.data as { version: number }).version)).toEqual([1, 2]);
  });

  it('records nothing when the model already has the same facts, and refuses an unknown model', async () => {
    const store = new InMemoryEventStore();
    await addBrand(store, actor, { name: 'Shimano' }, { builtIn: true });
    await addModel(store, actor, 'shimano', { name: 'Vanford', gearTypeId: 2 }, { builtIn: true });
    expect(await recordModelSpecs(store, actor, 'shimano--vanford', { reelType: 'Spinning', bearings: '7+1' })).toBe(true);
    expect(await recordModelSpecs(store, actor, 'shimano--vanford', { reelType: 'spinning', bearings: '7 + 1' })).toBe(false);
    expect(await store.readStream('model-shimano--vanford')).toHaveLength(2);
    await expect(recordModelSpecs(store, actor, 'shimano--nothing', { reelType: 'Spinning' })).rejects.toThrow('Model not found');
  });
});
