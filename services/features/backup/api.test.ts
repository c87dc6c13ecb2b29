import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import yazl from 'yazl';
import { BACKUP_FIELD, backupImportResponseSchema, backupManifestSchema, catchListResponseSchema, POSITION_HEADER } from '@tackle/contracts';
import { loadConfig, openEventStore, type EventStore } from '@tackle/platform';
import { apiHarness, signedIn, type TestUser } from '@tackle/test-support';

const h = apiHarness();
const [alice, bob, carol, dave] = signedIn(h, 'alice', 'bob', 'carol', 'dave');

let events: EventStore;
beforeAll(async () => {
  events = await openEventStore(loadConfig({ PORT: '0', DATA_DIR: h.dataDir, LOG_LEVEL: 'silent' }));
});
afterAll(async () => {
  await events?.close();
});

// ---------------------------------------------------------------------------------------------
// Helpers: the zip as a client gets it, and zips made by hand
// ---------------------------------------------------------------------------------------------

/** The backup as the app downloads it: after every write so far (read-your-writes, as the app's own download asks). */
async function download(user: TestUser): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
  const res = await fetch(`${h.base}/api/export`, { headers: { authorization: `Bearer ${user.token}`, [POSITION_HEADER]: String(await events.headPosition()) } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('no zip'));
      const files = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

function zipOf(files: Array<[string, Buffer | string, { compress?: boolean }?]>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, content, options] of files) zip.addBuffer(Buffer.isBuffer(content) ? content : Buffer.from(content), name, { compress: options?.compress ?? true });
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

const restore = (user: TestUser, bytes: Buffer, name = 'tackle-backup.zip') =>
  h.upload(user, '/api/import', { bytes, name, type: 'application/zip' }, BACKUP_FIELD);

const photo = (color: string) => sharp({ create: { width: 640, height: 480, channels: 3, background: color } }).jpeg().toBuffer();

// ---------------------------------------------------------------------------------------------
// What "equal" means: the lists without what a restore legitimately changes
// ---------------------------------------------------------------------------------------------

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
/** Item ids, owners, times of writing and revisions differ in a restored account; nothing else may. */
const VOLATILE = new Set(['id', 'userId', 'createdAt', 'updatedAt', 'revision', 'dateAttached']);

function normalised(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalised).map((item) => JSON.stringify(item)).sort().map((item) => JSON.parse(item) as unknown);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key]) => !VOLATILE.has(key))
        .map(([key, item]): [string, unknown] => [normalised(key) as string, normalised(item)])
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    );
  }
  // Ids inside values (a setup's rodId, a catch's gearId) and the owner key of own catalog entries.
  if (typeof value === 'string') return value.replace(UUID, '<id>').replace(/-u-[0-9a-f]{12}\b/g, '-u-<owner>');
  return value;
}

const LISTS = ['/api/settings', '/api/gear', '/api/consumables', '/api/storage-locations', '/api/setups', '/api/catches', '/api/trips', '/api/stats', '/api/gear-locations', '/api/gear/recommendations'];

/** Every list of the account, each consumable's history (its dates are the dates of the restore), own catalog entries. */
async function account(user: TestUser, position?: number) {
  const read = async (path: string) => {
    const answer = position ? await h.getAfter(user, path, position) : await h.call(user, 'GET', path);
    return answer.status === 404 ? null : answer.body;
  };
  const lists: Record<string, unknown> = {};
  for (const path of LISTS) lists[path] = await read(path);
  const consumables = (lists['/api/consumables'] ?? []) as Array<{ id: string; name: string }>;
  for (const item of consumables) {
    const history = (await read(`/api/consumables/${item.id}/history`)) as Array<Record<string, unknown>>;
    lists[`history of ${item.name}`] = history.map(({ date: _date, ...entry }) => entry);
  }
  lists.brands = ((await read('/api/brands?query=Backwater')) as Array<{ id: string }>).filter((brand) => brand.id.includes('-u-'));
  lists.models = ((await read('/api/models?brandId=' + encodeURIComponent((lists.brands as Array<{ id: string }>)[0]?.id ?? 'none'))) as unknown[]) ?? [];
  return normalised(lists) as Record<string, unknown>;
}

/** Everything the angler of the journey has: gear with a photo and details, catalog entries, stock with usage, storage, setups, catches. */
async function fillAccount(user: TestUser) {
  expect((await h.shellCall(user, 'PUT', '/api/settings', { units: 'metric', lineAgeMonths: { braid: 18, mono: 6, fluoro: 8 } })).status).toBe(200);
  const brand = await h.shellCall(user, 'POST', '/api/brands', { name: 'Backwater Rods' });
  expect(brand.status).toBe(201);
  expect((await h.shellCall(user, 'POST', `/api/brands/${brand.body.id}/models`, { name: 'Creek 66', gearTypeId: 1 })).status).toBe(201);

  const { id: hooksId } = await h.addConsumable(user, { name: 'EWG hooks', category: 'hook', unit: 'pieces', size: '3/0', initialQuantity: 25, minStockLevel: 5, gearTypeIds: [3] });
  const { id: lineId } = await h.addConsumable(user, { name: 'Fluoro 12 lb', category: 'line', unit: 'yards', initialQuantity: 200 });
  const { id: rodId } = await h.addGear(user, {
    name: 'Creek 66 MH',
    typeId: 1,
    brand: 'Backwater Rods',
    model: 'Creek 66',
    condition: 'good',
    purchaseCost: 129.99,
    rodDetails: { length: 6.5, power: 'medium heavy', action: 'fast', type: 'casting' },
    consumables: [{ consumableId: lineId, quantity: 100, notes: 'spooled in May' }],
  });
  const { id: reelId } = await h.addGear(user, { name: 'Curado 200', typeId: 2, reelDetails: { gearRatio: '7.4:1', bearings: '6+1', type: 'baitcasting' } });
  const { id: lureId } = await h.addGear(user, { name: 'Senko rig', typeId: 3, lureDetails: { type: 'soft plastic', color: 'green pumpkin' }, consumables: [{ consumableId: hooksId, quantity: 1 }] });
  const image = await h.upload(user, `/api/gear/${rodId}/image`, { bytes: await photo('#3a7d44') });
  expect(image.status).toBe(200);
  for (const [gearId, consumableId, quantityUsed, notes] of [[lureId, hooksId, 3, 'snagged'], [rodId, lineId, 40.5, null], [lureId, hooksId, 2, null]] as const) {
    expect((await h.shellCall(user, 'POST', `/api/gear/${gearId}/consumables`, { consumableId, quantityUsed, notes })).status).toBe(201);
  }
  // A restock: the count on hand set higher.
  const hooks = (await h.item(user, '/api/consumables', hooksId)) as Record<string, unknown>;
  expect((await h.shellCall(user, 'PUT', `/api/consumables/${hooksId}`, { ...hooks, gearTypeIds: [3], currentQuantity: 50 })).status).toBe(200);

  const { id: boxId } = await h.addStorageLocation(user, { name: 'Garage rack', type: 'rod_rack', capacity: 10 });
  expect((await h.shellCall(user, 'POST', `/api/storage-locations/${boxId}/gear`, { gearId: rodId, quantity: 1, notes: 'top slot' })).status).toBe(201);
  // The reel spooled with the line (decision 128): 60 yards from stock, months ago, with a leader.
  const spool = { consumableId: lineId, amountUsed: 60, spooledAt: '2025-10-01T09:00:00.000Z', leader: '15 lb fluoro, 3 ft', notes: 'shop spooled' };
  expect((await h.shellCall(user, 'POST', `/api/gear/${reelId}/spool`, spool)).status).toBe(201);
  const { id: setupId } = await h.addSetup(user, { name: 'Texas rig', rodId, reelId, lureId, lineId, leaderId: lineId, hookId: hooksId, notes: 'heavy cover' });

  const weather = [{ at: '2026-05-03T11:00:00.000Z', airTemp: 61.5, skies: 'Cloudy', windSpeed: 7, windDirection: 'SW', barometer: 30.01 }];
  const trip = await h.addTrip(user, { name: 'Minnetonka morning', waterBody: 'Lake Minnetonka', startedAt: '2026-05-03T05:00', endedAt: '2026-05-03T10:00', anglers: 'Sam', waterClarity: 'Stained', waterLevel: 'Normal', waterTemp: 63, weather });
  const catchPhoto = await h.upload(user, '/api/catches/photos', { bytes: await photo('#2a4d6e') });
  expect(catchPhoto.status).toBe(201);
  await h.addCatch(user, {
    species: 'Largemouth Bass',
    weight: 4.25,
    length: 19.5,
    date: '2026-05-03T06:40',
    location: 'Lake Minnetonka',
    coordinates: { lat: 44.94, lon: -93.59 },
    setupId,
    gearId: rodId,
    imageUrl: catchPhoto.body.imageUrl,
    waterTemp: 64,
    airTemp: 70,
    skies: 'Partly Cloudy',
    wind: 'Light',
    windSpeed: 6,
    windDirection: 'SW',
    barometer: 30.02,
    barometerChange: 'Falling',
    depth: 8,
    bait: 'Senko',
    notes: 'Under the dock',
    quantity: 2,
    tripId: trip.id,
  });
  await h.addCatch(user, { species: 'Smallmouth Bass', weight: 2.5, date: '2026-05-04', gearId: lureId });
  return { rodId, setupId };
}

// ---------------------------------------------------------------------------------------------

describe('full backup and restore', () => {
  let original: Record<string, unknown>;
  let zip: Buffer;

  beforeAll(async () => {
    await h.catalogReady(alice);
    await fillAccount(alice);
    original = await account(alice, await events.headPosition());
  }, 120_000);

  it('exports one zip with a manifest, every list and every photo', async () => {
    const answer = await download(alice);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/zip');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="tackle-backup-\d{4}-\d{2}-\d{2}\.zip"$/);
    zip = answer.bytes;
    const files = await unzip(zip);
    const manifest = backupManifestSchema.parse(JSON.parse(files.get('manifest.json')!.toString()));
    expect(manifest).toMatchObject({ format: 'tackle-backup', formatVersion: 2 });
    expect(manifest.counts).toEqual({ gear: 3, brands: 1, models: 1, consumables: 2, consumableHistory: 7, storageLocations: 1, storedGear: 1, setups: 1, catches: 2, trips: 1, photos: 2, settings: 1 });
    const trips = JSON.parse(files.get('trips.json')!.toString()) as Array<{ name: string; weather: unknown[]; summary: { fish: number } }>;
    expect(trips).toMatchObject([{ name: 'Minnetonka morning', weather: [{ airTemp: 61.5 }], summary: { fish: 2 } }]);
    expect([...files.keys()].filter((name) => name.startsWith('photos/'))).toHaveLength(2);
    const catches = JSON.parse(files.get('catches.json')!.toString()) as Array<{ species: string; biteTimes: unknown; barometer: number }>;
    const bass = catches.find((item) => item.species === 'Largemouth Bass')!;
    expect(bass.barometer).toBe(30.02);
    expect(bass.biteTimes).toBeTruthy();
    // Nobody else's backup holds Alice's data.
    const bobs = await unzip((await download(bob)).bytes);
    expect(JSON.parse(bobs.get('manifest.json')!.toString()).counts.gear).toBe(0);
    expect([...bobs.values()].map((bytes) => bytes.toString('latin1')).join('')).not.toContain('Creek 66');
  });

  it('restores into a new account: every list, history, photo and the statistics equal the original', async () => {
    const answer = await restore(bob, zip);
    expect(answer.status, answer.text).toBe(200);
    const result = backupImportResponseSchema.parse(answer.body);
    expect(result.restored).toMatchObject({ gear: 3, brands: 1, models: 1, consumables: 2, consumableHistory: 7, storageLocations: 1, storedGear: 1, setups: 1, catches: 2, trips: 1 });
    const copy = await account(bob, result.position);
    expect(copy).toEqual(original);
    // The reel's spooling, the setup's line and hook, and the line ages came along.
    expect(JSON.stringify(copy)).toContain('"spooledAt":"2025-10-01T09:00:00.000Z"');
    expect((copy['/api/setups'] as Array<Record<string, unknown>>)[0]).toMatchObject({ lineId: '<id>', leaderId: '<id>', hookId: '<id>' });
    expect(copy['/api/settings']).toMatchObject({ lineAgeMonths: { braid: 18, mono: 6, fluoro: 8 } });
    // The photos are served at the same content-addressed URLs.
    const gear = (await h.call(bob, 'GET', '/api/gear')).body as Array<{ imageUrl: string | null }>;
    const url = gear.find((item) => item.imageUrl)!.imageUrl!;
    expect((await fetch(`${h.base}${url}`)).status).toBe(200);
  });

  it('restoring the same backup again adds nothing', async () => {
    const before = await events.headPosition();
    const answer = await restore(bob, zip);
    expect(answer.status).toBe(200);
    const result = backupImportResponseSchema.parse(answer.body);
    expect(Object.values(result.restored).every((n) => n === 0)).toBe(true);
    expect(result.skipped).toMatchObject({ gear: 3, consumables: 2, catches: 2, setups: 1, trips: 1 });
    expect(await events.headPosition()).toBe(before);
    expect(await account(bob)).toEqual(original);
  });

  it("restoring an account's own backup into it adds nothing", async () => {
    const before = await events.headPosition();
    const answer = await restore(alice, zip);
    expect(answer.status).toBe(200);
    expect(await events.headPosition()).toBe(before);
    expect(await account(alice)).toEqual(original);
  });

  describe('a damaged, dangerous or foreign zip is refused and writes nothing', () => {
    const refused = async (bytes: Buffer, status: number, message: RegExp) => {
      const before = await events.headPosition();
      const listsBefore = await account(carol);
      const answer = await restore(carol, bytes);
      expect(answer.status, answer.text).toBe(status);
      expect(answer.body.message).toMatch(message);
      expect(await events.headPosition()).toBe(before);
      expect(await account(carol)).toEqual(listsBefore);
    };

    it('a damaged zip (cut short, or a byte changed inside a file)', async () => {
      await refused(zip.subarray(0, Math.floor(zip.length / 2)), 400, /damaged/);
      const files = await unzip(zip);
      const gear = files.get('gear.json')!;
      const flipped = Buffer.from(zip);
      // A byte of a stored (uncompressed) photo changed: its CRC no longer matches.
      const photoName = [...files.keys()].find((name) => name.startsWith('photos/'))!;
      const at = flipped.indexOf(files.get(photoName)!.subarray(200, 232));
      flipped[at + 5] = flipped[at + 5]! ^ 0xff;
      await refused(flipped, 400, /damaged/);
      expect(gear.length).toBeGreaterThan(0);
    });

    it('a zip bomb: an entry that inflates far beyond what it stores', async () => {
      const files = await unzip(zip);
      const bomb = await zipOf([...[...files].map(([name, bytes]) => [name, bytes] as [string, Buffer]).filter(([name]) => name !== 'catches.json'), ['catches.json', Buffer.alloc(64 * 1024 * 1024, 0x20)]]);
      expect(bomb.length).toBeLessThan(1024 * 1024);
      await refused(bomb, 413, /too large/);
    });

    it('a path that leaves the archive: ../, an absolute path, a backslash', async () => {
      const files = [...(await unzip(zip))].map(([name, bytes]) => [name, bytes] as [string, Buffer]);
      for (const evil of ['../evil.json', '/etc/evil.json', 'x\\..\\evil.json']) {
        // yazl will not write such a name: write a harmless one of the same length, then rename it in the bytes.
        const placeholder = 'z'.repeat(evil.length);
        const made = await zipOf([...files, [placeholder, '{}']]);
        const bytes = Buffer.from(made.toString('latin1').split(placeholder).join(evil), 'latin1');
        await refused(bytes, 400, /outside its own folders/);
      }
    });

    it('a foreign zip (no manifest), one with an unknown file, and a file that is not a zip', async () => {
      await refused(await zipOf([['notes.txt', 'my fishing notes']]), 422, /not a Tackle backup/);
      const files = [...(await unzip(zip))].map(([name, bytes]) => [name, bytes] as [string, Buffer]);
      await refused(await zipOf([...files, ['payload.exe', 'MZ']]), 422, /does not write/);
      await refused(await photo('#000000'), 415, /not a zip/);
    });

    it('a file that breaks its contract, or a photo that is not an image', async () => {
      const files = [...(await unzip(zip))].map(([name, bytes]) => [name, bytes] as [string, Buffer]);
      const gear = JSON.parse(files.find(([name]) => name === 'gear.json')![1].toString()) as Array<Record<string, unknown>>;
      gear[1] = { ...gear[1], typeId: 9 };
      await refused(await zipOf(files.map(([name, bytes]) => [name, name === 'gear.json' ? Buffer.from(JSON.stringify(gear)) : bytes])), 422, /gear\.json at 1\.typeId/);
      // The last item is fine, the first is not: still nothing of the fine one is written.
      const photoName = files.find(([name]) => name.startsWith('photos/'))![0];
      await refused(await zipOf(files.map(([name, bytes]) => [name, name === photoName ? Buffer.from('<svg onload=alert(1)>') : bytes])), 415, /photo/);
    });

    it('answers 401 without a session', async () => {
      expect((await h.upload(null, '/api/import', { bytes: zip, name: 'b.zip', type: 'application/zip' }, BACKUP_FIELD)).status).toBe(401);
      expect((await h.call(null, 'GET', '/api/export')).status).toBe(401);
    });
  });

  it('restores into a second new account as well (another installation is the same case: nothing of the source account is needed)', async () => {
    const answer = await restore(dave, zip);
    expect(answer.status).toBe(200);
    expect(await account(dave, answer.body.position)).toEqual(original);
  });

  it('restores an older backup without trips.json (format version 1): everything but trips, its catches on no trip', async () => {
    const erin = await h.user('erin');
    const files = await unzip(zip);
    const manifest = JSON.parse(files.get('manifest.json')!.toString()) as { formatVersion: number; counts: Record<string, number> };
    const { trips: _trips, ...counts } = manifest.counts;
    const older = [...files].filter(([name]) => name !== 'trips.json' && name !== 'manifest.json');
    const catches = (JSON.parse(files.get('catches.json')!.toString()) as Array<Record<string, unknown>>).map(({ quantity: _q, tripId: _t, ...item }) => item);
    const bytes = await zipOf([
      ['manifest.json', JSON.stringify({ ...manifest, formatVersion: 1, counts })],
      ...older.map(([name, content]): [string, Buffer | string, { compress?: boolean }] => [name, name === 'catches.json' ? JSON.stringify(catches) : content, { compress: !name.startsWith('photos/') }]),
    ]);
    // A trip under way in the account: the old catches do not join it by their dates.
    expect((await h.shellCall(erin, 'POST', '/api/trips', { name: 'Today', startedAt: '2026-01-01T00:00' })).status).toBe(201);
    const answer = await restore(erin, bytes);
    expect(answer.status, answer.text).toBe(200);
    expect(backupImportResponseSchema.parse(answer.body).restored).toMatchObject({ catches: 2, trips: 0, gear: 3 });
    const restored = catchListResponseSchema.parse((await h.getAfter(erin, '/api/catches', answer.body.position)).body);
    expect(restored.map((item) => [item.tripId, item.quantity])).toEqual([[null, 1], [null, 1]]);
  });

  it('a trip under way in a backup starts under way, unless the account has another (409, nothing changed)', async () => {
    const [fay, gus] = [await h.user('fay'), await h.user('gus')];
    const started = await h.addTrip(fay, { name: 'Still out', startedAt: '2026-05-10T06:00' });
    await h.addCatch(fay, { species: 'Walleye', date: '2026-05-10T07:00', quantity: 3 });
    const backup = (await download(fay)).bytes;
    expect((await h.shellCall(gus, 'POST', '/api/trips', { name: 'Gus is out', startedAt: '2026-05-10T05:00' })).status).toBe(201);
    const before = await events.headPosition();
    expect(await restore(gus, backup)).toMatchObject({ status: 409, body: { message: expect.stringContaining('Another trip is under way: end it first') } });
    expect(await events.headPosition()).toBe(before);

    const hana = await h.user('hana');
    const answer = await restore(hana, backup);
    expect(answer.status, answer.text).toBe(200);
    const [trip] = (await h.getAfter(hana, '/api/trips', answer.body.position)).body as Array<{ id: string; name: string; endedAt: string | null; summary: { fish: number } }>;
    expect(trip).toMatchObject({ name: 'Still out', endedAt: null, summary: { fish: 3 } });
    expect(trip!.id).not.toBe(started.id);
    // It is Hana's trip under way now: her next catch joins it, and a second restore adds nothing.
    const next = await h.addCatch(hana, { species: 'Walleye', date: '2026-05-10T09:00' });
    expect((await h.item(hana, '/api/catches', next.id))?.tripId).toBe(trip!.id);
    expect(backupImportResponseSchema.parse((await restore(hana, backup)).body).restored.trips).toBe(0);
  });
});
