/**
 * Long lists in the browser (issue 20, "Screens at scale"; docs/decisions/131-lists-at-scale.md).
 * Starts the built product (single-machine mode, embedded identity provider) on BENCH_LISTS_PORT
 * with the data dir BENCH_LISTS_DATA (kept between runs, so two builds are measured on the same
 * data), registers one angler and gives them 10,000 gear, 5,000 consumables and 20,000 catches
 * (once, by cloning one of each made through the API into the event store; `lists-seed.json` in the data dir remembers the account), then in Chromium
 * for /gear, /catches and /consumables at 1280 and 390 px wide:
 *
 * - first useful paint: ms from the navigation's start until the first card of the list is in the
 *   DOM (as Playwright's polling sees it), the median of BENCH_LISTS_RUNS loads;
 * - the DOM's element count once the list is shown;
 * - scrolling: the page scrolled 400 px a frame for 120 frames, the 95th percentile frame time and
 *   the frames over 50 ms.
 *
 * The figures of one build are kept under BENCH_LISTS_LABEL (e.g. `before`, `after`) in
 * bench/lists-runs.json; bench/RESULTS-lists.md shows every label, with ratios to `before` when
 * it was measured on the same machine and data. Reported, never asserted.
 *
 *   BENCH_LISTS_LABEL=after node --import tsx bench/lists.ts     (npm run bench:lists)
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_FLAGS } from '../e2e/chromium-flags';
import { AuthPage, PASSWORD, uniqueUsername } from '../e2e/page-models/auth';
import { accessToken } from '../e2e/page-models/api';
import { SqliteEventStore, type BulkAppend } from '../services/platform/src';
import { percentile, runLine, waitForUrl, writeResultsSection } from './lib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_LISTS_PORT ?? 5073);
// localhost, not 127.0.0.1: PKCE needs crypto.subtle, which Chromium gives to secure contexts only.
const BASE = `http://localhost:${PORT}`;
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const DATA = process.env.BENCH_LISTS_DATA ?? '/tmp/tackle-bench-lists';
const RUNS = Math.max(1, Number(process.env.BENCH_LISTS_RUNS ?? 3));
const LABEL = process.env.BENCH_LISTS_LABEL ?? 'after';
const RUNS_FILE = join(root, 'bench/lists-runs.json');
/** How long a page may take to show its first card before it is reported as not shown. */
const SHOW_LIMIT_MS = Number(process.env.BENCH_LISTS_LIMIT_MS ?? 120_000);
/** How long the scroll of 120 frames may take before it is cut short (and said so). */
const SCROLL_LIMIT_MS = 60_000;
const SCALE = { gear: 10_000, consumables: 5_000, catches: 20_000 };

const PAGES = [
  { path: '/gear', list: 'Gear', api: '/api/gear' },
  { path: '/catches', list: 'Catches', api: '/api/catches' },
  { path: '/consumables', list: 'Consumables', api: '/api/consumables' },
] as const;
const WIDTHS = [1280, 390] as const;

let product: ChildProcess | undefined;

function startProduct(): ChildProcess {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('OIDC_')));
  return (product = spawn(process.execPath, ['--import', 'tsx', 'services/gateway/src/main.ts'], {
    cwd: root,
    env: { ...env, PORT: String(PORT), HOST: '127.0.0.1', PUBLIC_URL: BASE, DATA_DIR: DATA, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  }));
}

function stopProduct(): Promise<void> {
  const child = product;
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const GEAR_TYPES = [1, 2, 3];
const CONDITIONS = ['new', 'excellent', 'good', 'fair', 'poor'];
const SPECIES = ['Largemouth Bass', 'Smallmouth Bass', 'Spotted Bass', 'Crappie', 'Bluegill'];

/** The i-th item of each list, varied so that names, types and dates differ. */
const bodies = {
  gear: (i: number) => ({ name: `Rod ${i}`, typeId: GEAR_TYPES[i % GEAR_TYPES.length], brand: `Brand ${i % 37}`, model: `Model ${i % 101}`, condition: CONDITIONS[i % 5], retailCost: 50 + (i % 200), notes: 'seeded' }),
  consumables: (i: number) => ({ name: `Worm ${i}`, brand: 'Zoom', model: 'Trick Worm', category: 'soft plastic', size: '6.5', unit: 'pieces', initialQuantity: 20 + (i % 30), minStockLevel: 5 }),
  catches: (i: number) => ({
    species: SPECIES[i % SPECIES.length],
    date: new Date(Date.UTC(2020, 0, 1) + i * 3_600_000 * 5).toISOString().slice(0, 10),
    weight: 1 + (i % 40) / 10,
    location: `Cove ${i % 50}`,
    notes: 'seeded',
  }),
};

/**
 * The angler's lists, seeded fast: one gear item, consumable and catch through the API (their
 * recorded events are the templates), then, with the product stopped, the templates cloned (new
 * ids, each item its own name, date and creation time) and appended straight to the event store in
 * bulk transactions, the rows a command writes (as bench/seed.ts does for bench/api.ts).
 */
async function seedLists(token: string): Promise<void> {
  const templateIds: Record<keyof typeof SCALE, string> = { gear: '', consumables: '', catches: '' };
  for (const key of Object.keys(SCALE) as Array<keyof typeof SCALE>) {
    const res = await fetch(`${BASE}/api/${key}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(bodies[key](0)),
    });
    if (res.status !== 201) throw new Error(`POST /api/${key}: ${res.status} ${await res.text()}`);
    templateIds[key] = ((await res.json()) as { id: string }).id;
  }
  await stopProduct();
  const store = new SqliteEventStore(join(DATA, 'events.sqlite'));
  try {
    const all = await store.readAll(0, 1_000_000);
    let chunk: BulkAppend[] = [];
    for (const key of Object.keys(SCALE) as Array<keyof typeof SCALE>) {
      const template = all.find((event) => event.streamId.endsWith(templateIds[key]));
      if (!template) throw new Error(`no event of the template ${key}`);
      const category = template.streamId.slice(0, template.streamId.length - templateIds[key].length - 1);
      const text = JSON.stringify(template.data);
      for (let i = 1; i < SCALE[key]; i++) {
        const id = randomUUID();
        const data = JSON.parse(text.split(templateIds[key]).join(id)) as Record<string, unknown>;
        Object.assign(data, bodies[key](i));
        for (const field of ['createdAt', 'updatedAt', 'loggedAt']) {
          if (typeof data[field] === 'string') data[field] = new Date(Date.parse(data[field] as string) + i * 1000).toISOString();
        }
        chunk.push({ streamId: `${category}-${id}`, events: [{ id: randomUUID(), type: template.type, data, metadata: { ...template.metadata, correlationId: randomUUID() } }], expectedRevision: 'no_stream' });
        if (chunk.length >= 2_000) {
          await store.appendMany(chunk);
          chunk = [];
        }
      }
    }
    if (chunk.length) await store.appendMany(chunk);
  } finally {
    await store.close();
  }
  startProduct();
  await waitForUrl(`${BASE}/app-config.json`, product!);
}

/** Waits until the read model answers `count` items for `path`. */
async function untilListed(token: string, path: string, count: number) {
  for (let attempt = 0; attempt < 2400; attempt++) {
    const res = await fetch(`${BASE}${path}?limit=1`, { headers: { authorization: `Bearer ${token}` } });
    if (Number(res.headers.get('x-total-count')) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${path} did not reach ${count} items`);
}

async function signIn(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const auth = new AuthPage(page);
  const marker = join(DATA, 'lists-seed.json');
  // AuthPage.open waits 5 s (outside the test runner); a busy machine may take longer.
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Login' }).waitFor({ timeout: 120_000 });
  if (existsSync(marker)) {
    const { username } = JSON.parse(readFileSync(marker, 'utf8')) as { username: string };
    await auth.login(username, PASSWORD);
    return page;
  }
  const username = uniqueUsername('lists');
  await auth.register(username, PASSWORD);
  const token = await accessToken(page);
  const started = performance.now();
  await seedLists(token);
  for (const { api } of PAGES) await untilListed(token, api, SCALE[api.slice(5) as keyof typeof SCALE]);
  console.error(`seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  writeFileSync(marker, JSON.stringify({ username, scale: SCALE }));
  return page;
}

interface Figures {
  firstItemMs: number;
  elements: number;
  frameP95Ms: number;
  slowFrames: number;
}

async function measure(page: Page, path: string): Promise<Figures> {
  await page.goto(path, { waitUntil: 'commit' });
  // The first card as Playwright sees it (it polls the page): ms since the navigation's start.
  const first = page.locator(PAGES.map((entry) => `ul[aria-label="${entry.list}"] > li`).join(', ')).first();
  try {
    await first.waitFor({ timeout: SHOW_LIMIT_MS });
  } catch {
    // Not shown within the limit: reported as such, and nothing more is measured on this page.
    return { firstItemMs: Number.POSITIVE_INFINITY, elements: NaN, frameP95Ms: NaN, slowFrames: NaN };
  }
  const firstItemMs = await page.evaluate(() => performance.now());
  const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
  // A string, not a function: tsx would wrap the function's inner names in a helper the page lacks.
  // page.evaluate has no time limit of its own: frames that stop coming (a page stuck in a task, a
  // tab the browser stopped drawing) end the scroll after SCROLL_LIMIT_MS with the frames seen, and
  // the run says so, instead of waiting for ever.
  const frames = await page.evaluate<number[]>(`new Promise((resolve) => {
    const deltas = [];
    let last = performance.now();
    const stop = setTimeout(() => resolve(deltas.slice(1)), ${SCROLL_LIMIT_MS});
    function step(now) {
      deltas.push(now - last);
      last = now;
      window.scrollBy(0, 400);
      if (deltas.length < 120) requestAnimationFrame(step);
      else {
        clearTimeout(stop);
        resolve(deltas.slice(1));
      }
    }
    requestAnimationFrame(step);
  })`);
  if (frames.length < 119) console.error(`${path}: only ${frames.length} of 119 frames within ${SCROLL_LIMIT_MS / 1000} s of scrolling`);
  return { firstItemMs, elements, frameP95Ms: percentile(frames, 95), slowFrames: frames.filter((ms) => ms > 50).length };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

type Results = Record<string, { run: string; figures: Record<string, Figures> }>;

/** The first lines of the results file (kept as they are once the file exists). */
const PREAMBLE = [
  '# Long lists in the browser (bench/lists.ts)',
  '',
  `One angler with ${SCALE.gear.toLocaleString('en')} gear, ${SCALE.consumables.toLocaleString('en')} consumables and ${SCALE.catches.toLocaleString('en')} catches, seeded once (one of each made through the API, cloned into the event store); the built product in single-machine mode; Chromium (headless) on the same machine.`,
  'First item: ms from the navigation start until the first card of the list is in the DOM (median of the runs). Elements: the DOM\'s element count then. Scroll: the page scrolled 400 px a frame for 120 frames; 95th percentile frame time and frames over 50 ms.',
  'Each label is one build measured on the same data dir; ratios are to `before` (the build before issue 20\'s list work). Reported, never asserted.',
  '',
];

/** The section of one label: its run line and table, with ratios to `before` when it was measured. */
function section(label: string, { run, figures }: Results[string], before: Results[string] | undefined): string[] {
  const lines = ['', run, '', '| page | width | first item (ms) | elements | scroll p95 frame (ms) | frames > 50 ms |', '|---|---|---|---|---|---|'];
  for (const [key, f] of Object.entries(figures)) {
    const [path, width] = key.split('@');
    const base = label === 'before' ? undefined : before?.figures[key];
    const ratio = (value: number, baseline: number | undefined) => (baseline && Number.isFinite(baseline) ? ` (×${(value / baseline).toFixed(2)})` : '');
    if (!Number.isFinite(f.firstItemMs)) {
      lines.push(`| ${path} | ${width} | not shown within ${SHOW_LIMIT_MS / 1000} s | - | - | - |`);
      continue;
    }
    lines.push(
      `| ${path} | ${width} | ${f.firstItemMs.toFixed(0)}${ratio(f.firstItemMs, base?.firstItemMs)} | ${f.elements}${ratio(f.elements, base?.elements)} | ${f.frameP95Ms.toFixed(1)} | ${f.slowFrames} |`,
    );
  }
  lines.push('');
  return lines;
}

async function main() {
  mkdirSync(DATA, { recursive: true });
  const run = runLine();
  startProduct();
  let browser: Browser | undefined;
  try {
    await waitForUrl(`${BASE}/app-config.json`, product!);
    browser = await chromium.launch({ executablePath: CHROME, args: CHROMIUM_FLAGS });
    const context = await browser.newContext({ baseURL: BASE, viewport: { width: 1280, height: 900 } });
    // One tab, signed in, for every load (each a fresh navigation), as an angler moving between lists.
    const page = await signIn(context);
    const figures: Record<string, Figures> = {};
    for (const width of WIDTHS) {
      for (const { path } of PAGES) {
        const samples: Figures[] = [];
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        for (let run = 0; run < RUNS; run++) {
          await page.goto('/');
          samples.push(await measure(page, path));
        }
        figures[`${path}@${width}`] = {
          firstItemMs: median(samples.map((s) => s.firstItemMs)),
          elements: median(samples.map((s) => s.elements)),
          frameP95Ms: median(samples.map((s) => s.frameP95Ms)),
          slowFrames: median(samples.map((s) => s.slowFrames)),
        };
        console.error(`${path} @ ${width}px: ${JSON.stringify(figures[`${path}@${width}`])}`);
      }
    }
    const results: Results = existsSync(RUNS_FILE) ? (JSON.parse(readFileSync(RUNS_FILE, 'utf8')) as Results) : {};
    results[LABEL] = { run, figures };
    writeFileSync(RUNS_FILE, `${JSON.stringify(results, null, 2)}\n`);
    // This label's section is written anew; the others, and the notes written by hand under each
    // table (what the machine was doing), stay as they are in the file.
    writeResultsSection('bench/RESULTS-lists.md', PREAMBLE, `## ${LABEL}`, section(LABEL, results[LABEL]!, results.before));
  } finally {
    await browser?.close();
    await stopProduct();
  }
}

await main();
