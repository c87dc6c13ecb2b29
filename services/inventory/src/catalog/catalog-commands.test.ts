import { describe, expect, it } from 'vitest';
import { CATALOG_SEED_STREAM } from '@tackle/contracts';
import { InMemoryEventStore } from '@tackle/platform';
import { addBrand, addModel, seedCatalog } from './catalog-commands';
import { SEED_BRANDS } from './seed-data';

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

  it('keeps a brand a user created first and still adds the built-in models under it', async () => {
    const store = new InMemoryEventStore();
    await addBrand(store, actor, { name: 'SHIMANO' });
    const added = await seedCatalog(store);
    expect(added.brands).toBe(SEED_BRANDS.length - 1);
    expect(added.models).toBe(seedModelCount);
    const brand = await store.readStream('brand-shimano');
    expect(brand).toHaveLength(1);
    expect(brand[0]!.data).toMatchObject({ name: 'SHIMANO', popular: false });
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
