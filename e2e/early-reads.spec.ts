import { expect, test, type Page, type Request } from '@playwright/test';
import { postViaApi } from './page-models/api';
import { signUp } from './page-models/auth';
import { SetupsPage } from './page-models/setups';

// Early reads (docs/decisions/149-early-reads.md): opening a signed-in page, the shell asks for the
// page's first data while the app loads, and the page uses those answers instead of asking again.

/** The API GETs a full load of `path` makes, by path and query; `early:` before those the shell started early. */
async function apiReadsOf(page: Page, path: string): Promise<string[]> {
  const reads: string[] = [];
  const record = (request: Request) => {
    const url = new URL(request.url());
    if (request.method() !== 'GET' || !url.pathname.startsWith('/api/')) return;
    reads.push(`${request.headers()['x-tackle-early-read'] === '1' ? 'early:' : ''}${url.pathname}${url.search}`);
  };
  page.on('request', record);
  await page.goto(path);
  return reads;
}

/** Asked for once, and that once early: an early read the page did not take would show as a second request. */
function expectReadOnceEarly(reads: string[], path: string) {
  expect(reads.filter((read) => read === `early:${path}` || read === path), `${path} in ${reads.join(', ')}`).toEqual([`early:${path}`]);
}

test('the catch log and its first page are read once, started before the app has loaded', async ({ page }) => {
  await signUp(page, 'early');
  await postViaApi(page, '/api/catches', [{ species: 'Spotted Bass', date: '2026-11-20', weight: 2.5 }]);
  const reads = await apiReadsOf(page, '/catches');
  await expect(page.getByText('Spotted Bass').first()).toBeVisible();
  for (const path of ['/api/user', '/api/settings', '/api/catches?limit=100']) expectReadOnceEarly(reads, path);
});

test('the gear and consumables pages take their early first page too', async ({ page }) => {
  await signUp(page, 'early');
  await postViaApi(page, '/api/gear', [{ name: 'Early Rod', typeId: 1, brand: 'Shimano', model: 'Zodias', condition: 'good' }]);
  let reads = await apiReadsOf(page, '/gear');
  await expect(page.getByText('Early Rod').first()).toBeVisible();
  expectReadOnceEarly(reads, '/api/gear?limit=100');
  reads = await apiReadsOf(page, '/consumables');
  await expect(page.getByRole('heading', { name: 'Consumables' })).toBeVisible();
  await expect(page.getByText('No consumables yet')).toBeVisible();
  expectReadOnceEarly(reads, '/api/consumables?limit=100');
});

test("a trip's page reads the trip and its catches early, together, and its map draws", async ({ page }) => {
  await signUp(page, 'early');
  const [tripId] = await postViaApi(page, '/api/trips', [{ name: 'Dawn on Lake Fork', startedAt: '2026-05-02T05:00', endedAt: '2026-05-02T11:00' }]);
  await postViaApi(page, '/api/catches', [{ species: 'Largemouth Bass', date: '2026-05-02T06:00', tripId, coordinates: { lat: 32.85, lon: -95.55 } }]);
  // Every request of the load in order, by path.
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const reads = await apiReadsOf(page, `/trips/${tripId}`);
  const map = page.getByRole('region', { name: "Map of the trip's catches: 1 spot" });
  await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
  // Decision 158: both were asked for by the shell's entry; left to the page, the catches waited for the trip.
  for (const path of [`/api/trips/${tripId}`, `/api/catches?tripId=${tripId}`]) expectReadOnceEarly(reads, path);
  // The tile server's address: the configuration is read once, by the document's preload, which
  // the shell's read takes; the map takes the shell's answer (decision 176).
  expect(requested.filter((path) => path === '/app-config.json')).toHaveLength(1);
  // Decision 175: the map's scripts and stylesheet are asked for with the page's HTML, before any
  // read of what the page shows, and once: the map's lazy load takes the preloaded answers.
  const chunks = (await (await page.request.get('/remotes/catches/page-chunks.json')).json()) as Record<string, string[]>;
  const mapPart = (chunks['lazy/map'] ?? []).map((file) => `/remotes/catches/${file}`);
  expect(mapPart.some((file) => file.endsWith('.js')) && mapPart.some((file) => file.endsWith('.css')), mapPart.join(', ')).toBe(true);
  const html = await (await page.request.get(`/trips/${tripId}`)).text();
  const firstRead = requested.findIndex((path) => path.startsWith('/api/'));
  for (const file of mapPart) {
    expect(html).toContain(`href="${file}"`);
    expect(requested.filter((path) => path === file), file).toHaveLength(1);
    expect(requested.indexOf(file), file).toBeLessThan(firstRead);
  }
});

test('the storage, setups and statistics pages take their first reads early (decision 158)', async ({ page }) => {
  await signUp(page, 'early');
  await postViaApi(page, '/api/storage-locations', [{ name: 'Garage Shelf', type: 'garage' }]);
  let reads = await apiReadsOf(page, '/storage');
  await expect(page.getByText('Garage Shelf').first()).toBeVisible();
  expectReadOnceEarly(reads, '/api/storage-locations');
  reads = await apiReadsOf(page, '/setups');
  await expect(page.getByText('No setups yet')).toBeVisible();
  expectReadOnceEarly(reads, '/api/setups');
  reads = await apiReadsOf(page, '/stats');
  await expect(page.getByRole('link', { name: 'Log your first catch' })).toBeVisible();
  expectReadOnceEarly(reads, '/api/stats');
});

test('a setup names its line itself: the setups page reads no other list (decision 159)', async ({ page }) => {
  await signUp(page, 'early');
  const [reelId] = await postViaApi(page, '/api/gear', [{ name: 'Curado 200', typeId: 2, brand: 'Shimano', model: 'Curado', condition: 'good' }]);
  const [lineId] = await postViaApi(page, '/api/consumables', [{ name: 'Seaguar 12 lb Fluoro', category: 'line', unit: 'yards', initialQuantity: 200, minStockLevel: 0 }]);
  await postViaApi(page, '/api/setups', [{ name: 'Drop shot', reelId, lineId }]);
  const reads = await apiReadsOf(page, '/setups');
  const card = new SetupsPage(page).card('Drop shot');
  await expect(card).toContainText('LineSeaguar 12 lb Fluoro');
  await expect(card).toContainText('ReelCurado 200');
  const beforeTheCard = [...reads];
  expectReadOnceEarly(beforeTheCard, '/api/setups');
  // Not the whole gear nor the whole consumables list, which the page read before to find two names.
  const wholeLists = ['/api/gear', '/api/consumables'].flatMap((path) => [path, `early:${path}`]);
  expect(beforeTheCard.filter((read) => wholeLists.includes(read))).toEqual([]);
});
