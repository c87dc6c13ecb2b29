import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ApiError, type Api } from '@tackle/ui';
import { GEAR_CSV_COLUMNS } from '../csv';
import { gearTypeFromHomebox, homeboxLocationName, storageTypeFor } from './homebox';
import { readGearCsv, recogniseGearCsv } from './index';
import { storeImportedGear } from './storage-placement';

// A Homebox export written for these tests from its documented columns (decision 120), with a
// byte order mark and CRLF line ends.
const sample = readFileSync(new URL('./test/homebox.csv', import.meta.url), 'utf8');

describe('recogniseGearCsv', () => {
  it('knows a Homebox export by its HB.* header, and reads anything else as Tackle gear CSV', () => {
    expect(recogniseGearCsv(sample)).toBe('homebox');
    expect(recogniseGearCsv(['HB.location', 'HB.name'])).toBe('homebox');
    expect(recogniseGearCsv(`${GEAR_CSV_COLUMNS.join(',')}\r\n`)).toBe('tackle');
    expect(recogniseGearCsv(['HB.location', 'Name'])).toBe('tackle');
  });
});

describe('Homebox rows', () => {
  const preview = readGearCsv(sample);
  const row = (n: number) => preview.rows[n - 1]!;

  it('maps name, manufacturer, model number, price, date, notes and the location path', () => {
    expect(preview.format).toBe('homebox');
    expect(preview.fileErrors).toEqual([]);
    expect(preview.ignoredColumns).toEqual(['HB.import_ref', 'HB.asset_id', 'HB.insured', 'HB.serial_number', 'HB.purchase_from']);
    expect(row(1).result).toEqual({
      success: true,
      data: expect.objectContaining({
        name: "Zodias 7'2 MH",
        typeId: 1,
        brand: 'Shimano',
        model: 'ZDS72MH',
        purchaseCost: 249.99,
        purchaseDate: '2023-04-01',
        notes: 'Casting rod\nFlipping stick\nHomebox tags: Fishing; Rod',
        condition: 'new',
      }),
    });
    expect(row(1).storage).toEqual({ location: 'Garage / Rod Rack', quantity: 1, locationType: 'rod_rack' });
    // Homebox's "no date" and its 0 price for an item without one are empty, not a date or $0.
    expect(row(2).result).toMatchObject({ success: true, data: { typeId: 3, purchaseCost: 8.99, purchaseDate: null } });
    expect(row(2).storage).toEqual({ location: 'Garage / Shelf 2 / Tackle Box', quantity: 10, locationType: 'tackle_box' });
    expect(row(3).result).toMatchObject({ success: true, data: { name: 'Curado 70 reel', typeId: 2, purchaseCost: null } });
    expect(row(3).storage).toEqual({ location: 'Boat', quantity: 1, locationType: 'boat' });
    // Without a location the count goes into the notes.
    expect(row(6).result).toMatchObject({
      success: true,
      data: { typeId: 3, purchaseCost: 1005.5, purchaseDate: '2024-04-15', notes: 'Homebox tags: Lure\nQuantity: 2' },
    });
    expect(row(6).storage).toBeNull();
  });

  it('flags a row whose type is unclear or whose values cannot be read', () => {
    expect(row(4).result).toEqual({
      success: false,
      errors: [
        'The tags name more than one gear type (rod, reel); tag the item with one of Rod, Reel or Lure',
        'Purchase price "abc" must be a number',
        'Purchase date "2023-13-45" is not a date this import understands',
      ],
    });
    expect(row(4).record).toMatchObject({ Name: 'Rod and reel combo', Brand: 'Ugly Stik' });
    expect(row(5).result).toEqual({ success: false, errors: ['No gear type: tag the item Rod, Reel or Lure (or say it in the name)'] });
  });

  it('reads the type from the tags first, then from the name', () => {
    expect(gearTypeFromHomebox(['Rods'], 'Reel seat tool')).toEqual({ typeId: 1 });
    expect(gearTypeFromHomebox([], 'Curado reel')).toEqual({ typeId: 2 });
    expect(gearTypeFromHomebox([], 'Rod and reel combo')).toEqual({
      error: 'The name names more than one gear type (rod, reel); tag the item with one of Rod, Reel or Lure',
    });
    // Whole words only: a 'Rodent trap' is no rod.
    expect(gearTypeFromHomebox(['Rodent'], 'Trap')).toMatchObject({ error: expect.stringContaining('No gear type') });
  });

  it('names a location by its whole path and types it by its last part', () => {
    expect(homeboxLocationName(' Garage /Shelf 2/ Tackle Box ')).toBe('Garage / Shelf 2 / Tackle Box');
    expect(homeboxLocationName(' / ')).toBeNull();
    expect(storageTypeFor('Garage / Shelf 2')).toBe('custom');
    expect(storageTypeFor('House / Garage')).toBe('garage');
    expect(storageTypeFor('Hall closet')).toBe('storage_room');
  });

  it('refuses a file with too many rows', () => {
    const big = `HB.name,HB.tags\r\n${'Rod,Rod\r\n'.repeat(501)}`;
    expect(readGearCsv(big).fileErrors).toEqual(['A file can hold at most 500 rows; split it and import the parts']);
  });
});

describe('storeImportedGear', () => {
  const placement = (row: number, gearId: string, location: string, quantity = 1) => ({
    row,
    gearId,
    storage: { location, quantity, locationType: 'custom' as const },
  });

  it('reuses a location of the same name, creates a missing one once, and stores each item with its quantity', async () => {
    const posts: Array<[string, unknown]> = [];
    const api = {
      get: () => Promise.resolve([{ id: 'loc-garage', name: 'garage', gearStorage: [] }]),
      post: (path: string, body: unknown) => {
        posts.push([path, body]);
        return Promise.resolve({ id: path === '/api/storage-locations' ? `loc-${posts.length}` : 'x', position: 1, revision: 0 });
      },
    } as unknown as Api;
    const outcomes = await storeImportedGear(api, [placement(1, 'g1', 'Garage'), placement(2, 'g2', 'Boat / Bow locker', 3), placement(3, 'g3', 'Boat / Bow locker')]);
    expect(posts).toEqual([
      ['/api/storage-locations/loc-garage/gear', { gearId: 'g1', quantity: 1 }],
      ['/api/storage-locations', { name: 'Boat / Bow locker', type: 'custom' }],
      ['/api/storage-locations/loc-2/gear', { gearId: 'g2', quantity: 3 }],
      ['/api/storage-locations/loc-2/gear', { gearId: 'g3', quantity: 1 }],
    ]);
    expect(outcomes).toEqual([
      { row: 1, ok: true, message: 'Stored in Garage' },
      { row: 2, ok: true, message: 'Stored in Boat / Bow locker (3)' },
      { row: 3, ok: true, message: 'Stored in Boat / Bow locker' },
    ]);
  });

  it('reports an item it could not store on its row', async () => {
    const api = {
      get: () => Promise.resolve([]),
      post: () => Promise.reject(new ApiError('Storage location is full', 409)),
    } as unknown as Api;
    expect(await storeImportedGear(api, [placement(4, 'g4', 'Shed')])).toEqual([
      { row: 4, ok: false, message: 'Added, but not stored in Shed: Storage location is full' },
    ]);
  });
});
