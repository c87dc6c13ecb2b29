/**
 * Front-end benchmark: every route of the shell's route table, Lighthouse mobile and desktop.
 *
 * Uses the built front end (builds it first when a dist folder is missing or older than its
 * sources), starts the product in single-machine mode as a child process on its own port with a
 * temporary data dir (weather, geocoding and map tiles from the local stand-ins of
 * test-support/fake-upstreams, so no run reaches the internet and every run sees the same weather),
 * registers a real account through the embedded identity provider's sign-up form and fills it:
 *
 * - `--scale normal` (the default): a realistic small account through the API (storage locations,
 *   rods, reels and lures, consumables, a setup, a trip and catches, some of them on the trip);
 * - `--scale heavy`: the same account, then, with the product stopped, clones of its own gear item,
 *   consumable and catch appended straight to the event store in bulk (bench/seed.ts appendClones)
 *   until it holds 10,000 gear, 5,000 consumables and 20,000 catches; the product is started again
 *   and the measurements wait until its projections show them all.
 *
 * The routes are read from the route table itself (the `<Route path=…>` elements of
 * shell/src/App.tsx, cross-checked with shell/src/route-pages.json); every route must have an entry
 * in PLAN below (where it is measured, signed in or not) or a stated reason why it is not measured,
 * and the run fails before measuring anything when one is missing or stale. For each route:
 *
 * - bytes transferred on a cold load (empty cache), JS separately from everything else, as served
 *   with `Accept-Encoding: gzip` (Playwright's Chromium, `request.sizes()`), and console errors;
 * - Lighthouse performance, accessibility and best-practices scores, mobile (Lighthouse's default:
 *   Moto G Power, simulated slow 4G and 4x CPU slowdown) and desktop presets. BENCH_LH_RUNS runs
 *   (default 1); with one run, a route scoring under 95 in performance is run twice more and the
 *   median run by performance is reported. The load average is recorded with every run: the mobile
 *   preset multiplies the CPU time it observes by 4, so a busy machine lowers its scores.
 *
 * Signed-in Lighthouse runs: the shell keeps the OIDC user in localStorage (oidc-client-ts
 * WebStorageStateStore), so the tokens got by signing in through Playwright are written into the
 * Lighthouse tab's localStorage (puppeteer-core page, same origin) with the signed-in hint cookie
 * the shell sets next to them (decisions 100, 101), the browser cache is cleared over CDP, and
 * Lighthouse navigates with `disableStorageReset` (which would otherwise wipe the origin's storage
 * and sign the page out). The access token lives an hour: the bench signs in again when less than
 * 15 minutes of it are left. Figures are reported, never asserted.
 *
 *   npm run bench:frontend                     (writes bench/RESULTS-frontend.md)
 *   npm run bench:frontend -- --scale heavy    (writes bench/RESULTS-frontend-heavy.md)
 *
 * Env: BENCH_FE_PORT (5125; the fake upstreams use it + 10,000), BENCH_LH_RUNS (1),
 * BENCH_FE_BUILD=1 (force `npm run build`), CHROME_PATH (/usr/bin/chromium), BENCH_FE_REPORTS
 * (folder for the full Lighthouse HTML reports), BENCH_FE_ONLY (e.g. `/gear:mobile`, `mobile` or
 * `/gear:mobile,/consumables:mobile`: only the Lighthouse runs whose "route:preset" contains one of
 * the comma-separated parts, and the cold loads of their routes, without the sign-up figure; the
 * results are then printed, and the results file is left as it is), BENCH_FE_TRACE=1 (also save each
 * Lighthouse run's trace, with V8's CPU samples, in the reports folder).
 */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page, type Request } from '@playwright/test';
import lighthouse, { desktopConfig, type Config, type Flags, type RunnerResult } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startFakeUpstreams } from '@tackle/test-support/fake-upstreams';
import { SqliteEventStore, type RecordedEvent } from '../services/platform/src';
import { CHROMIUM_FLAGS } from '../e2e/chromium-flags';
import { AuthPage, uniqueUsername } from '../e2e/page-models/auth';
import { sectionsNotWritten, waitForUrl } from './lib';
import { appendClones } from './seed';
import { threadTimeTasks, type TraceEvent } from './trace-tasks';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_FE_PORT ?? 5125);
// localhost, not 127.0.0.1: PKCE needs crypto.subtle, which Chromium gives to secure contexts only.
const BASE = `http://localhost:${PORT}`;
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const LH_RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 1));
/** With one run per route, a performance score under this gets two more runs (median of three), unless BENCH_LH_RERUN=0. */
const RERUN_BELOW = 95;
const RERUN = process.env.BENCH_LH_RERUN !== '0';
const REPORTS = process.env.BENCH_FE_REPORTS ?? join(tmpdir(), 'tackle-lighthouse');
const ONLY = process.env.BENCH_FE_ONLY ?? '';
const PASSWORD = 'bench-password-1';

const { values: args } = parseArgs({ options: { scale: { type: 'string', default: 'normal' } } });
const SCALES = {
  normal: null,
  heavy: { gear: 10_000, consumables: 5_000, catches: 20_000 },
} as const;
if (!Object.hasOwn(SCALES, args.scale ?? '')) throw new Error(`--scale must be one of ${Object.keys(SCALES).join(', ')} (got ${args.scale})`);
const SCALE = args.scale as keyof typeof SCALES;
const HEAVY = SCALES[SCALE];
const RESULTS_FILE = SCALE === 'normal' ? 'bench/RESULTS-frontend.md' : `bench/RESULTS-frontend-${SCALE}.md`;
/** The results file as it was before this run: its sections written by hand stay after the run's. */
const KEPT_RESULTS = existsSync(join(root, RESULTS_FILE)) ? readFileSync(join(root, RESULTS_FILE), 'utf8') : null;
const withHandWritten = (written: string) => [written, ...sectionsNotWritten(KEPT_RESULTS, written)].join('\n');

// ---------------------------------------------------------------------------------------------
// The route table and what is measured on each route

/** What the seeded account gives the routes that name one of its items. */
interface Seeded {
  tripId: string;
}

type Plan =
  | { signedIn: boolean; path: (seeded: Seeded) => string; shows: string }
  | { skip: string };

const at = (path: string) => () => path;

/**
 * Every route of the route table (shell/src/App.tsx), keyed by its path pattern. Public pages are
 * measured signed out (how a visitor meets them), protected ones signed in.
 */
const PLAN: Record<string, Plan> = {
  '/': { signedIn: false, path: at('/'), shows: 'landing page' },
  '/auth': { signedIn: false, path: at('/auth'), shows: 'sign-in form (after the redirect through the identity provider)' },
  '/auth/callback': {
    skip: "the identity provider's redirect target: it exchanges a one-time code and moves on to the page the angler was heading for (opened without a code it can only say 'Sign-in did not complete'); the sign-in around it is measured from /auth",
  },
  '/dashboard': { signedIn: true, path: at('/dashboard'), shows: 'signed-in home' },
  '/settings': { signedIn: true, path: at('/settings'), shows: 'settings' },
  '/gear': { signedIn: true, path: at('/gear'), shows: 'Gear Inventory' },
  '/consumables': { signedIn: true, path: at('/consumables'), shows: 'Consumables' },
  '/storage': { signedIn: true, path: at('/storage'), shows: 'Storage Locations' },
  '/setups': { signedIn: true, path: at('/setups'), shows: 'Fishing Setups' },
  '/catches': { signedIn: true, path: at('/catches'), shows: 'Catch Log' },
  '/stats': { signedIn: true, path: at('/stats'), shows: 'Fishing Statistics' },
  '/trips': { signedIn: true, path: at('/trips'), shows: 'Trips' },
  '/trips/:id': { signedIn: true, path: (seeded) => `/trips/${seeded.tripId}`, shows: "a trip's page (the seeded trip with its catches)" },
  '/fish-spots': { signedIn: true, path: at('/fish-spots'), shows: 'conditions and recommended spots' },
  '/techniques': { signedIn: false, path: at('/techniques'), shows: 'Techniques' },
  '/guide': { signedIn: false, path: at('/guide'), shows: 'Guide' },
  '/knots': { signedIn: false, path: at('/knots'), shows: 'Knots' },
  '/safety': { signedIn: false, path: at('/safety'), shows: 'Safety' },
  '*': { signedIn: true, path: at('/no-such-page'), shows: 'any other path: the dashboard when signed in' },
};

/** The paths of the shell's route table, in its order; throws when route-pages.json names a route it lacks. */
function routeTable(): string[] {
  const app = readFileSync(join(root, 'shell/src/App.tsx'), 'utf8');
  const paths = [...app.matchAll(/<Route\s+path="([^"]+)"/g)].map((match) => match[1]!);
  if (paths.length < 2) throw new Error('found no <Route path="…"> in shell/src/App.tsx: has the route table moved?');
  const pages = JSON.parse(readFileSync(join(root, 'shell/src/route-pages.json'), 'utf8')) as { routes: Record<string, unknown> };
  const strays = Object.keys(pages.routes).filter((path) => !paths.includes(path));
  if (strays.length) throw new Error(`shell/src/route-pages.json names ${strays.join(', ')}, which shell/src/App.tsx does not route`);
  return paths;
}

interface Target {
  route: string;
  path: string;
  signedIn: boolean;
  shows: string;
}

/** One target per measured route; fails loudly when a route has no plan or a plan no route. */
function targetsOf(routes: string[], seeded: Seeded): { targets: Target[]; skipped: Array<{ route: string; reason: string }> } {
  const unplanned = routes.filter((route) => !Object.hasOwn(PLAN, route));
  if (unplanned.length) throw new Error(`route(s) ${unplanned.join(', ')} of shell/src/App.tsx have no measurement: add them to PLAN in bench/frontend.ts`);
  const stale = Object.keys(PLAN).filter((route) => !routes.includes(route));
  if (stale.length) throw new Error(`PLAN in bench/frontend.ts names ${stale.join(', ')}, which shell/src/App.tsx no longer routes`);
  const targets: Target[] = [];
  const skipped: Array<{ route: string; reason: string }> = [];
  for (const route of routes) {
    const plan = PLAN[route]!;
    if ('skip' in plan) skipped.push({ route, reason: plan.skip });
    else targets.push({ route, path: plan.path(seeded), signedIn: plan.signedIn, shows: plan.shows });
  }
  return { targets, skipped };
}

// ---------------------------------------------------------------------------------------------
// Build and product

const FRONT_ENDS = ['shell', 'ui', 'mfe-gear', 'mfe-catches', 'mfe-conditions', 'mfe-public'];
const BUILT = ['shell/dist/index.html', ...['gear', 'catches', 'conditions', 'public'].map((r) => `mfe-${r}/dist/mf-manifest.json`)];

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

function ensureBuilt() {
  const missing = BUILT.filter((file) => !existsSync(join(root, file)));
  const builtAt = missing.length ? 0 : Math.min(...BUILT.map((file) => statSync(join(root, file)).mtimeMs));
  const sourcesAt = Math.max(...FRONT_ENDS.map((pkg) => newestMtime(join(root, pkg, 'src'))));
  if (process.env.BENCH_FE_BUILD !== '1' && !missing.length && builtAt >= sourcesAt) return;
  console.log(missing.length ? 'front end not built: npm run build' : 'front end older than its sources: npm run build');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`npm run build failed (${result.status})`);
}

function startProduct(dataDir: string, upstreams: Record<string, string>): ChildProcess {
  // The embedded identity provider: drop any outside-provider settings of the caller's shell.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('OIDC_')));
  return spawn(process.execPath, ['--import', 'tsx', 'services/gateway/src/main.ts'], {
    cwd: root,
    env: { ...env, ...upstreams, PORT: String(PORT), HOST: '127.0.0.1', PUBLIC_URL: BASE, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stopProduct(product: ChildProcess) {
  if (product.exitCode !== null || product.signalCode !== null) return;
  const exited = new Promise((resolve) => product.once('exit', resolve));
  product.kill('SIGTERM');
  await exited;
}

// ---------------------------------------------------------------------------------------------
// Bytes on a cold load

type Kind = 'js' | 'css' | 'font' | 'image' | 'json/api' | 'html' | 'other';

interface Transfer {
  url: string;
  kind: Kind;
  /** Encoded body bytes as transferred (gzip where the server compressed). */
  bytes: number;
  encoding: string;
}

interface PageLoad {
  transfers: Transfer[];
  consoleErrors: string[];
  /** From the navigation's start until `ready` (the page shows its content). */
  ms: number;
}

function kindOf(resourceType: string, contentType: string): Kind {
  if (resourceType === 'script' || contentType.includes('javascript')) return 'js';
  if (resourceType === 'stylesheet' || contentType.includes('text/css')) return 'css';
  if (resourceType === 'font' || contentType.startsWith('font/')) return 'font';
  if (resourceType === 'image' || contentType.startsWith('image/')) return 'image';
  if (resourceType === 'document' || contentType.includes('text/html')) return 'html';
  if (contentType.includes('json')) return 'json/api';
  return 'other';
}

/** A fresh context is a cold cache; `ready` waits for what the user came for, then the network settles. */
async function measureLoad(context: BrowserContext, path: string, ready: (page: Page) => Promise<void>): Promise<PageLoad> {
  const page = await context.newPage();
  const transfers: Transfer[] = [];
  const pending: Promise<void>[] = [];
  const consoleErrors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  const finished = (request: Request) => {
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return;
        const headers = await response.allHeaders();
        const sizes = await request.sizes();
        transfers.push({
          url: request.url().replace(BASE, ''),
          kind: kindOf(request.resourceType(), headers['content-type'] ?? ''),
          bytes: sizes.responseBodySize,
          encoding: headers['content-encoding'] ?? 'identity',
        });
      })(),
    );
  };
  page.on('requestfinished', finished);
  const t0 = performance.now();
  await page.goto(path);
  await ready(page);
  const ms = Math.round(performance.now() - t0);
  await page.waitForLoadState('networkidle');
  // Requests finishing from here on (a page's polling) are not part of the load.
  page.off('requestfinished', finished);
  await Promise.all(pending);
  await page.close();
  return { transfers, consoleErrors, ms };
}

async function visible(page: Page, role: 'heading', name: string) {
  await page.getByRole(role, { name }).first().waitFor({ state: 'visible', timeout: 30_000 });
}

// ---------------------------------------------------------------------------------------------
// Lighthouse

type Categories = 'performance' | 'accessibility' | 'best-practices';
const CATEGORIES: Categories[] = ['performance', 'accessibility', 'best-practices'];

interface LighthouseRow {
  route: string;
  path: string;
  preset: 'mobile' | 'desktop';
  scores: Record<Categories, number>;
  perfRuns: number[];
  metrics: string;
  findings: string[];
  /** The load average (1 / 5 / 15 min) after each run and Lighthouse's BenchmarkIndex of the run. */
  load: string;
  report: string;
}

type Lhr = RunnerResult['lhr'];

function scoresOf(lhr: Lhr): Record<Categories, number> {
  return Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Record<Categories, number>;
}

const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;

/** What Lighthouse holds against a category scoring under 100: failed audits and opportunities. */
function findingsOf(lhr: Lhr): string[] {
  const lines: string[] = [];
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    if (!category || (category.score ?? 0) >= 1) continue;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable') continue;
      if (audit.scoreDisplayMode === 'manual') continue;
      const metric = ref.group === 'metrics';
      if (audit.score >= (metric ? 0.9 : 1)) continue;
      const details = audit.details as { type?: string; overallSavingsMs?: number; overallSavingsBytes?: number; items?: unknown[] } | undefined;
      const savings = [
        details?.overallSavingsMs ? `~${Math.round(details.overallSavingsMs)} ms` : '',
        details?.overallSavingsBytes ? `~${Math.round(details.overallSavingsBytes / 1024)} KiB` : '',
      ].filter(Boolean);
      const items = Array.isArray(details?.items) && details.items.length ? `${details.items.length} item(s)` : '';
      const extra = [audit.displayValue, ...savings, items].filter(Boolean).join(', ');
      lines.push(`${id}: ${audit.title} (score ${audit.score}${ref.weight ? `, weight ${ref.weight}` : ''})${extra ? ` — ${extra}` : ''}`);
    }
  }
  // Opportunities and diagnostics outside the weighted audits (Lighthouse 12 "insights").
  for (const audit of Object.values(lhr.audits)) {
    const details = audit.details as { type?: string; overallSavingsMs?: number } | undefined;
    if (details?.type === 'opportunity' && (details.overallSavingsMs ?? 0) >= 100 && !lines.some((l) => l.includes(audit.title))) {
      lines.push(`opportunity: ${audit.title} — ~${Math.round(details.overallSavingsMs ?? 0)} ms${audit.displayValue ? `, ${audit.displayValue}` : ''}`);
    }
  }
  return lines;
}

function metricsOf(lhr: Lhr): string {
  return METRICS.map(([id, short]) => `${short} ${lhr.audits[id]?.displayValue ?? '?'}`).join(' · ');
}

/**
 * The run's total blocking time counted over the main thread's own CPU time (bench/trace-tasks.ts):
 * on a shared machine Lighthouse's TBT also counts the time a task waited for a core.
 */
function threadTimeBlocking(result: RunnerResult): string {
  const slowdown = result.lhr.configSettings.throttling?.cpuSlowdownMultiplier ?? 1;
  const trace = result.artifacts.Trace as unknown as { traceEvents: TraceEvent[] };
  const tasks = threadTimeTasks(trace.traceEvents, slowdown);
  return tasks ? `TBT by thread time ${Math.round(tasks.blockingMs).toLocaleString('en-US')} ms (main thread ${Math.round(tasks.cpuMs)} ms CPU after FCP)` : 'TBT by thread time ?';
}

/** The file name of a route's reports ('/trips/:id' -> 'trips-id'). */
const reportName = (route: string) => (route === '/' ? 'landing' : route === '*' ? 'any-other-path' : route.replace(/^\//, '').replace(/\W+/g, '-'));

/** One Lighthouse run in a fresh browser; null when Lighthouse asks for a re-run (trace hiccups under load). */
async function lighthouseRun(preset: 'mobile' | 'desktop', target: Target, signedIn: StoredEntry[] | null): Promise<RunnerResult | null> {
  const config: Config | undefined = preset === 'desktop' ? desktopConfig : undefined;
  const browser = await puppeteer.launch({ executablePath: CHROME, headless: true, args: CHROMIUM_FLAGS, defaultViewport: null });
  try {
    const page = await browser.newPage();
    const flags: Flags = { logLevel: 'error', output: ['html', 'json'], onlyCategories: CATEGORIES };
    // With the traces kept, also V8's sampling profiler: which functions fill each long task.
    if (process.env.BENCH_FE_TRACE === '1') flags.additionalTraceCategories = 'disabled-by-default-v8.cpu_profiler';
    if (signedIn) {
      // Same origin as the app: put the signed-in user where oidc-client-ts looks for it.
      await page.goto(`${BASE}/app-config.json`);
      await page.evaluate((entries: StoredEntry[]) => {
        for (const { name, value } of entries) window.localStorage.setItem(name, value);
        // And the hint cookie the shell sets whenever a user is stored (shell/src/auth/signed-in.ts).
        document.cookie = 'tackle_signed_in=1; Path=/; SameSite=Lax';
      }, signedIn);
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
      flags.disableStorageReset = true;
    }
    const result = await lighthouse(`${BASE}${target.path}`, flags, config, page);
    if (!result) throw new Error('Lighthouse returned no result');
    if (result.lhr.runtimeError) {
      console.log(`Lighthouse ${preset} ${target.path}: ${result.lhr.runtimeError.code}, running again`);
      return null;
    }
    // Signed in, the page must not have gone to /auth; signed out, the route must not have redirected.
    const ended = new URL(result.lhr.finalDisplayedUrl).pathname;
    if (ended !== target.path) throw new Error(`Lighthouse ${preset} ${target.path} ended on ${result.lhr.finalDisplayedUrl}${signedIn ? ' (not signed in?)' : ''}`);
    if (process.env.BENCH_FE_TRACE === '1') {
      // The run's raw trace, for looking into its long tasks (not part of the report).
      mkdirSync(REPORTS, { recursive: true });
      writeFileSync(join(REPORTS, `${reportName(target.route)}-${preset}-${Date.now()}.trace.json`), JSON.stringify(result.artifacts.Trace));
    }
    return result;
  } finally {
    await browser.close();
  }
}

/**
 * LH_RUNS runs of one route and preset (with one, two more when performance scores under
 * RERUN_BELOW); reports the median run by performance, with the load average after each run.
 */
async function lighthouseRuns(preset: 'mobile' | 'desktop', target: Target, signedIn: StoredEntry[] | null): Promise<LighthouseRow> {
  const results: RunnerResult[] = [];
  const loads: string[] = [];
  let failures = 0;
  let wanted = LH_RUNS;
  while (results.length < wanted) {
    const result = await lighthouseRun(preset, target, signedIn);
    if (!result) {
      // Lighthouse asks for a re-run on trace hiccups (NO_NAVSTART, NO_FCP under load): twice.
      if (++failures > 2) throw new Error(`Lighthouse ${preset} ${target.path}: no result after ${failures} runs`);
      continue;
    }
    results.push(result);
    loads.push(`${load()}, BenchmarkIndex ${Math.round(result.lhr.environment.benchmarkIndex)}, ${threadTimeBlocking(result)}`);
    if (RERUN && LH_RUNS === 1 && results.length === 1 && (result.lhr.categories.performance?.score ?? 0) * 100 < RERUN_BELOW) wanted = 3;
  }
  const order = results.map((r, i) => ({ i, perf: r.lhr.categories.performance?.score ?? 0 })).sort((a, b) => a.perf - b.perf);
  const median = order[Math.floor((order.length - 1) / 2)]!.i;
  const { lhr, report: output } = results[median]!;
  mkdirSync(REPORTS, { recursive: true });
  const report = join(REPORTS, `${reportName(target.route)}-${preset}.html`);
  const [html = '', json = ''] = Array.isArray(output) ? output : [output];
  writeFileSync(report, html);
  writeFileSync(report.replace(/\.html$/, '.json'), json);
  return {
    route: target.route,
    path: target.path,
    preset,
    scores: scoresOf(lhr),
    perfRuns: results.map((r) => Math.round((r.lhr.categories.performance?.score ?? 0) * 100)),
    metrics: `${metricsOf(lhr)} · ${threadTimeBlocking(results[median]!)}`,
    findings: findingsOf(lhr),
    load: loads.join('; '),
    report,
  };
}

// ---------------------------------------------------------------------------------------------
// The account: signed in through the identity provider, filled through the API (and the event store)

type StoredEntry = { name: string; value: string };
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** A signed-in angler: the browser state of its sign-in, renewed before the access token runs out. */
class Session {
  private constructor(
    private readonly browser: Browser,
    readonly username: string,
    private state: StorageState,
  ) {}

  /** A new account through the Register tab of the identity provider's form. */
  static async signUp(browser: Browser): Promise<Session> {
    const username = uniqueUsername('bench');
    return new Session(browser, username, await Session.signIn(browser, (auth) => auth.register(username, PASSWORD)));
  }

  private static async signIn(browser: Browser, submit: (auth: AuthPage) => Promise<void>): Promise<StorageState> {
    const context = await browser.newContext({ baseURL: BASE });
    try {
      const auth = new AuthPage(await context.newPage());
      await auth.open();
      await submit(auth);
      return await context.storageState();
    } finally {
      await context.close();
    }
  }

  private get user(): { access_token: string; expires_at: number; profile: { sub: string } } {
    const entry = this.localStorage.find((e) => e.name.startsWith('oidc.user:'));
    if (!entry) throw new Error('signed in, but no oidc.user entry in localStorage');
    return JSON.parse(entry.value) as { access_token: string; expires_at: number; profile: { sub: string } };
  }

  get localStorage(): StoredEntry[] {
    return this.state.origins.find((o) => o.origin === BASE)?.localStorage ?? [];
  }

  get token() {
    return this.user.access_token;
  }

  get userId() {
    return this.user.profile.sub;
  }

  /** The browser state, signed in again first when the access token has less than 15 minutes left. */
  async fresh(): Promise<StorageState> {
    if (this.user.expires_at * 1000 - Date.now() < 15 * 60_000) {
      console.log('access token nearly expired: signing in again');
      this.state = await Session.signIn(this.browser, (auth) => auth.login(this.username, PASSWORD));
    }
    return this.state;
  }
}

async function call<T>(token: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const post = async (token: string, path: string, body: unknown) => (await call<{ id: string }>(token, 'POST', path, body)).id;

/** What the small account holds (the normal scale, and the start of the heavy one). */
const SMALL = { storage: 2, gear: 12, consumables: 5, setups: 1, trips: 1, catches: 18 };

/**
 * A realistic small account: two storage locations, four rods, three reels and five lures, five
 * consumables, a setup, an ended trip with six catches on it and twelve more catches over the year.
 */
async function seedSmallAccount(token: string): Promise<Seeded> {
  await post(token, '/api/storage-locations', { name: 'Garage rack', capacity: 12 });
  await post(token, '/api/storage-locations', { name: 'Boat locker', capacity: 8 });
  const gear = (typeId: number, name: string, brand: string, model: string, retailCost: number) =>
    post(token, '/api/gear', { name, typeId, brand, model, retailCost, notes: 'bench' });
  const rods = [
    await gear(1, 'Zodias 7\'2" MH', 'Shimano', 'Zodias', 249.99),
    await gear(1, 'Dobyns Fury 703C', 'Dobyns', 'Fury', 139.99),
    await gear(1, 'St. Croix Bass X', 'St. Croix', 'Bass X', 159.99),
    await gear(1, 'Ugly Stik GX2', 'Shakespeare', 'Ugly Stik GX2', 59.99),
  ];
  const reels = [
    await gear(2, 'SLX DC 150', 'Shimano', 'SLX DC', 229.99),
    await gear(2, 'Tatula SV TW', 'Daiwa', 'Tatula SV', 199.99),
    await gear(2, 'Stradic FL 2500', 'Shimano', 'Stradic', 219.99),
  ];
  const lures = [
    await gear(3, 'Chatterbait Jackhammer', 'Z-Man', 'Jackhammer', 17.99),
    await gear(3, 'Spinnerbait 3/8 oz', 'War Eagle', 'Spinnerbait', 7.49),
    await gear(3, 'Square bill 1.5', 'Strike King', 'KVD 1.5', 6.99),
    await gear(3, 'Jig 1/2 oz', 'Dirty Jigs', 'Tour Level', 5.99),
    await gear(3, 'Topwater walker', 'Heddon', 'Super Spook', 8.49),
  ];
  const consumable = (name: string, category: string, unit: string, initialQuantity: number, minStockLevel: number) =>
    post(token, '/api/consumables', { name, brand: 'Bench', model: name, category, size: '1', unit, initialQuantity, minStockLevel });
  await consumable('Trick Worm', 'soft plastic', 'pieces', 20, 5);
  await consumable('Braid 30 lb', 'line', 'yards', 150, 50);
  await consumable('Fluoro 12 lb', 'line', 'yards', 200, 50);
  await consumable('EWG hooks 3/0', 'hook', 'pieces', 3, 5);
  await consumable('Tungsten weights 3/8', 'sinker', 'pieces', 10, 4);
  const setupId = await post(token, '/api/setups', { name: 'Chatterbait combo', rodId: rods[0], reelId: reels[0], lureId: lures[0] });
  const tripId = await post(token, '/api/trips', {
    name: 'Lake Fork morning',
    waterBody: 'Lake Fork',
    place: 'Lake Fork marina',
    coordinates: { lat: 32.88, lon: -95.57 },
    startedAt: '2026-05-02T06:00',
    endedAt: '2026-05-02T11:30',
    anglers: 'Sam',
  });
  const species = ['Largemouth Bass', 'Smallmouth Bass', 'Spotted Bass', 'Crappie'];
  for (let i = 0; i < SMALL.catches; i++) {
    const onTrip = i < 6;
    await post(token, '/api/catches', {
      species: species[i % species.length],
      date: onTrip ? `2026-05-02T0${6 + (i % 4)}:${10 + i * 7}` : `2026-${String(3 + (i % 9)).padStart(2, '0')}-${String(3 + i).padStart(2, '0')}`,
      weight: 1.25 + (i % 5) * 0.75,
      length: 12 + (i % 7) * 1.5,
      location: onTrip ? 'Lake Fork marina' : i % 2 ? 'North cove' : 'Dam riprap',
      coordinates: { lat: 32.88 + (i % 3) * 0.02, lon: -95.57 - (i % 2) * 0.03 },
      tripId: onTrip ? tripId : null,
      setupId: i % 3 === 0 ? setupId : undefined,
      gearId: i % 3 === 1 ? lures[i % lures.length] : undefined,
      notes: 'bench',
    });
  }
  return { tripId };
}

/**
 * The heavy account: with the product stopped, clones of the account's own gear item, consumable and
 * catch (one not on the trip) appended to the event store in bulk until it holds HEAVY of each.
 */
async function seedHeavy(dataDir: string, userId: string, heavy: NonNullable<typeof HEAVY>): Promise<{ events: number; seconds: number }> {
  const store = new SqliteEventStore(join(dataDir, 'events.sqlite'));
  try {
    const head = await store.headPosition();
    const mine = (await store.readAll(0, head + 1)).filter((e) => e.metadata.userId === userId);
    const pick = (what: string, test: (e: RecordedEvent) => boolean) => {
      const event = mine.find(test);
      if (!event) throw new Error(`no ${what} of the account to clone (saw ${[...new Set(mine.map((e) => e.type))].join(', ')})`);
      return event;
    };
    const templates = [
      [pick('GearAdded', (e) => e.type === 'GearAdded'), heavy.gear - SMALL.gear],
      [pick('consumable', (e) => e.streamId.startsWith('consumable-') && e.type.endsWith('Added')), heavy.consumables - SMALL.consumables],
      [pick('CatchLogged without a trip', (e) => e.type === 'CatchLogged' && !(e.data as { tripId?: unknown }).tripId), heavy.catches - SMALL.catches],
    ] as const;
    const started = performance.now();
    const events = await appendClones(store, templates, userId, [userId]);
    process.stderr.write('\n');
    return { events, seconds: (performance.now() - started) / 1000 };
  } finally {
    await store.close();
  }
}

/** Until the read models show the heavy account in full (the projections catch up after the restart). */
async function caughtUp(token: string, heavy: NonNullable<typeof HEAVY>, product: ChildProcess): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (product.exitCode !== null) throw new Error(`the product exited with ${product.exitCode}`);
    const stats = await call<{ angler: { catchEntries: number }; gear: { totalGear: number } }>(token, 'GET', '/api/stats').catch(() => null);
    if (stats && stats.angler.catchEntries >= heavy.catches && stats.gear.totalGear >= heavy.gear) {
      const consumables = await call<unknown[]>(token, 'GET', '/api/consumables');
      if (consumables.length >= heavy.consumables) return (performance.now() - started) / 1000;
    }
    process.stderr.write(`\rwaiting for the projections: ${stats ? `${stats.angler.catchEntries} catches, ${stats.gear.totalGear} gear` : 'no answer yet'}   `);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

// ---------------------------------------------------------------------------------------------

const SIGNUP_RUNS = 5;

/** Click 'Get Started' on the landing page until the Register form can be typed in, per cold run. */
async function clickToSignUpForm(browser: Browser, options: BrowserContextOptions, cpuSlowdown: number) {
  const runs: number[] = [];
  for (let i = 0; i < SIGNUP_RUNS; i++) {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    if (cpuSlowdown > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    }
    await page.goto('/');
    const start = page.getByRole('link', { name: 'Get Started' }).first();
    await start.waitFor();
    const t0 = performance.now();
    await start.click();
    const username = page.getByRole('tabpanel', { name: 'Register' }).getByLabel('Username');
    await username.waitFor();
    await expectEnabled(username);
    runs.push(Math.round(performance.now() - t0));
    await context.close();
  }
  const sorted = [...runs].sort((a, b) => a - b);
  return { runs, median: sorted[Math.floor(sorted.length / 2)]! };
}

/** Polls until the field accepts input (each poll is a round trip to the page, no fixed delay). */
async function expectEnabled(locator: Locator) {
  while (!(await locator.isEnabled())) await locator.page().evaluate(() => new Promise(requestAnimationFrame));
}

type SignUpRuns = Awaited<ReturnType<typeof clickToSignUpForm>>;

function signUpLines({ landing, plain, slow }: { landing: PageLoad; plain: SignUpRuns; slow: SignUpRuns }): string[] {
  return [
    '## From "Get Started" to a usable sign-up form',
    '',
    `Milliseconds from the click on the landing page's 'Get Started' to the Register tab's Username field being visible and enabled (sign-in redirect through the identity provider included), ${SIGNUP_RUNS} runs each with a cold cache; baseline: the landing page's own cold load in this run (${landing.ms} ms).`,
    '',
    '| CPU | median ms | runs | median ÷ landing load |',
    '|---|---:|---|---:|',
    `| as is | ${plain.median} | ${plain.runs.join(', ')} | ${(plain.median / landing.ms).toFixed(2)} |`,
    `| 4× slower (CDP throttling) | ${slow.median} | ${slow.runs.join(', ')} | ${(slow.median / landing.ms).toFixed(2)} |`,
    '',
  ];
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function bytesRow(target: Target, load: PageLoad) {
  const js = load.transfers.filter((t) => t.kind === 'js');
  const other = load.transfers.filter((t) => t.kind !== 'js');
  const sum = (ts: Transfer[]) => ts.reduce((n, t) => n + t.bytes, 0);
  const byKind = (['css', 'font', 'image', 'json/api', 'html', 'other'] as const)
    .map((kind) => [kind, sum(other.filter((t) => t.kind === kind))] as const)
    .filter(([, bytes]) => bytes > 0)
    .map(([kind, bytes]) => `${kind} ${kb(bytes)}`)
    .join(', ');
  const uncompressed = load.transfers.filter((t) => t.encoding === 'identity' && t.bytes >= 1024 && t.kind !== 'image');
  return {
    line: `| \`${target.route}\` | ${target.signedIn ? 'yes' : 'no'} | ${js.length} | ${kb(sum(js))} | ${other.length} | ${kb(sum(other))} (${byKind}) | ${kb(sum(load.transfers))} | ${load.ms} | ${load.consoleErrors.length} |`,
    uncompressed,
    largest: [...js].sort((a, b) => b.bytes - a.bytes).slice(0, 3),
  };
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');

const cell = (score: number) => (score < RERUN_BELOW ? `**${score}**` : String(score));

async function main() {
  const routes = routeTable();
  // Fails here, before anything starts, when a route has no plan.
  targetsOf(routes, { tripId: 'check' });
  ensureBuilt();
  const loadBefore = load();
  const dataDir = mkdtempSync(join(tmpdir(), 'tackle-bench-fe-'));
  const fakes = await startFakeUpstreams({ port: PORT + 10_000 });
  const upstreams = {
    OPEN_METEO_URL: `${fakes.url}/open-meteo`,
    OPEN_METEO_ARCHIVE_URL: `${fakes.url}/open-meteo-archive`,
    NOMINATIM_URL: `${fakes.url}/nominatim`,
    MAP_TILE_URL: `${fakes.url}/tiles/{z}/{x}/{y}.png`,
  };
  let product = startProduct(dataDir, upstreams);
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROMIUM_FLAGS });
  try {
    await waitForUrl(`${BASE}/app-config.json`, product);
    const gzip = { baseURL: BASE, extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } };

    // 'Get Started' → a usable Register form (issue 14.7): cold cache, with and without Lighthouse's
    // mobile CPU slowdown (4×). Baseline in the same run: the landing page's own cold load (signed
    // out, cold cache). Left out of a BENCH_FE_ONLY run, which measures its Lighthouse runs only.
    let signUpPart: { landing: PageLoad; plain: SignUpRuns; slow: SignUpRuns } | null = null;
    if (!ONLY) {
      const landingContext = await browser.newContext(gzip);
      const landing = await measureLoad(landingContext, '/', (page) => visible(page, 'heading', 'Know every piece of tackle you own'));
      await landingContext.close();
      signUpPart = { landing, plain: await clickToSignUpForm(browser, gzip, 1), slow: await clickToSignUpForm(browser, gzip, 4) };
      console.log(`click to usable sign-up form: median ${signUpPart.plain.median} ms (4× CPU: ${signUpPart.slow.median} ms); landing load ${landing.ms} ms`);
    }

    // A real account through the identity provider's sign-up form, filled through the API.
    const session = await Session.signUp(browser);
    const seeded = await seedSmallAccount(session.token);
    console.log(`signed up ${session.username}; small account seeded (${JSON.stringify(SMALL)})`);
    let heavyNote = '';
    if (HEAVY) {
      await stopProduct(product);
      const { events, seconds } = await seedHeavy(dataDir, session.userId, HEAVY);
      product = startProduct(dataDir, upstreams);
      await waitForUrl(`${BASE}/app-config.json`, product);
      const catchUp = await caughtUp(session.token, HEAVY, product);
      heavyNote = `Heavy scale: ${events.toLocaleString('en-US')} events appended to the event store in bulk in ${seconds.toFixed(1)} s (clones of the account's own gear item, consumable and catch), so the account holds ${HEAVY.gear.toLocaleString('en-US')} gear, ${HEAVY.consumables.toLocaleString('en-US')} consumables and ${HEAVY.catches.toLocaleString('en-US')} catches; after the restart the projections showed them all ${catchUp.toFixed(1)} s later.`;
      console.log(`\n${heavyNote}`);
    }
    const { targets, skipped } = targetsOf(routes, seeded);

    // Lighthouse: route by route, mobile then desktop (a stopped run leaves whole routes).
    const runs = targets.flatMap((target) => (['mobile', 'desktop'] as const).map((preset) => ({ preset, target }))).filter(({ preset, target }) => ONLY.split(',').some((part) => `${target.route}:${preset}`.includes(part)));

    // Every route (of a BENCH_FE_ONLY run: its routes), cold cache: bytes, time to its content, console errors.
    const loads: Array<{ target: Target; load: PageLoad }> = [];
    for (const target of targets.filter((t) => runs.some((run) => run.target === t))) {
      const context = await browser.newContext({ ...gzip, ...(target.signedIn ? { storageState: await session.fresh() } : {}) });
      const measured = await measureLoad(context, target.path, (page) => contentShown(page, target));
      await context.close();
      loads.push({ target, load: measured });
      console.log(`cold load ${target.path}: ${kb(measured.transfers.reduce((n, t) => n + t.bytes, 0))} KiB, ${measured.ms} ms, ${measured.consoleErrors.length} console error(s)`);
    }

    const rows: LighthouseRow[] = [];
    /** The results file as it stands (rewritten after every Lighthouse run, so a stopped run leaves what it measured). */
    const render = () => {
      const bytes = loads.map(({ target, load }) => ({ target, load, row: bytesRow(target, load) }));
      const consoleErrors = loads.flatMap(({ target, load }) => load.consoleErrors.map((e) => `\`${target.path}\`: ${e.slice(0, 200)}`));
      const byRoute = (route: string, preset: 'mobile' | 'desktop') => rows.find((r) => r.route === route && r.preset === preset);
      const scoreCells = (row: LighthouseRow | undefined) => (row ? `${cell(row.scores.performance)} · ${cell(row.scores.accessibility)} · ${cell(row.scores['best-practices'])}` : '–');
      const under = rows.filter((r) => CATEGORIES.some((c) => r.scores[c] < RERUN_BELOW));
      const lines = [
        `# Front-end benchmark results${SCALE === 'normal' ? '' : ` — ${SCALE} scale`}`,
        '',
        ...(rows.length < runs.length ? [`**Partial: ${rows.length} of ${runs.length} Lighthouse runs done** (the file is rewritten after each run; this one was still going or was stopped).`, ''] : []),
        `Run: ${new Date().toISOString()} · machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB · Node ${process.version} · Chromium ${chromiumVersion()} · Lighthouse ${lighthouseVersion()}`,
        `Load average (1 / 5 / 15 min) at start ${loadBefore}, ${rows.length < runs.length ? 'when written' : 'at end'} ${load()}, and with each Lighthouse run below: the machine is shared (2 cores) with builds and other benchmarks, and Lighthouse's mobile preset multiplies the CPU time it observes by 4, so a busy machine lowers the mobile performance scores (desktop less so).`,
        `Product in single-machine mode on a temporary data dir, front end from \`npm run build\`, weather, places and map tiles from the local stand-ins (test-support/fake-upstreams); account made through the identity provider's sign-up form, then filled through the API: ${Object.entries(SMALL).map(([what, n]) => `${what} ${n}`).join(', ')} (${SCALE === 'normal' ? 'the normal scale' : 'the start of the heavy scale'}).`,
        ...(heavyNote ? [heavyNote] : []),
        `Re-run: \`npm run bench:frontend${SCALE === 'normal' ? '' : ` -- --scale ${SCALE}`}\`${SCALE === 'normal' ? ' (heavy scale: `-- --scale heavy`, results in RESULTS-frontend-heavy.md)' : ''}.`,
        '',
        '## Lighthouse, every route',
        '',
        `Routes from the route table (\`<Route path>\` of shell/src/App.tsx, checked against shell/src/route-pages.json); public pages signed out, protected ones signed in (tokens in the tab's localStorage, cache cleared, \`disableStorageReset\`). Scores: performance · accessibility · best practices; under ${RERUN_BELOW} in bold. ${LH_RUNS === 1 ? `One run per route and preset${RERUN ? `; a performance score under ${RERUN_BELOW} got two more runs and the median run by performance is shown` : ' (BENCH_LH_RERUN=0: no re-runs)'}` : `Median run by performance of ${LH_RUNS}`}. Mobile = Lighthouse's default (simulated slow 4G, 4× CPU slowdown), desktop = its desktop preset.`,
        '',
        '| route | measured at | signed in | mobile | desktop |',
        '|---|---|---|---|---|',
        ...targets.map((t) => `| \`${t.route}\` | \`${t.path}\` (${t.shows}) | ${t.signedIn ? 'yes' : 'no'} | ${scoreCells(byRoute(t.route, 'mobile'))} | ${scoreCells(byRoute(t.route, 'desktop'))} |`),
        ...skipped.map((s) => `| \`${s.route}\` | not measured: ${s.reason} | | | |`),
        '',
        `Under ${RERUN_BELOW} in any category: ${under.length ? under.map((r) => `\`${r.route}\` ${r.preset}`).join(', ') : 'none'}.`,
        '',
        '### Metrics and load per run',
        '',
        "BenchmarkIndex: Lighthouse's own measure of the CPU's speed at the start of the run (higher is faster); the mobile preset's 4× CPU slowdown assumes a fast desktop-class CPU, so with a low index the simulated phone is slower than the preset intends. TBT by thread time: the same sum as Lighthouse's total blocking time, over the page's main-thread tasks from the first contentful paint on, but of each task's own CPU time (the trace's thread time) times the preset's CPU slowdown, so that a task that waited for a core on a busy machine does not count the wait (bench/trace-tasks.ts).",
        '',
        '| route | preset | performance runs | metrics (reported run) | load average 1 / 5 / 15 min after each run, BenchmarkIndex |',
        '|---|---|---|---|---|',
        ...rows.map((r) => `| \`${r.route}\` | ${r.preset} | ${r.perfRuns.join(', ')} | ${r.metrics} | ${r.load} |`),
        '',
        '### What Lighthouse lists against scores under 100',
        '',
        ...rows.flatMap((r) => (r.findings.length ? [`**\`${r.route}\`, ${r.preset}**`, '', ...r.findings.map((f) => `- ${f}`), ''] : [])),
        `Routes and presets not listed: nothing. Full HTML reports of the reported runs: \`${REPORTS}\` (not committed).`,
        '',
        '## Bytes on a cold load',
        '',
        'Encoded body bytes (as transferred) of every response until the page shows its content and the network is idle, requested with `Accept-Encoding: gzip`; KiB = 1,024 bytes. ms: from the navigation to the page showing its content (its heading, the data it lists), Playwright\'s Chromium without throttling.',
        '',
        '| route | signed in | JS files | JS KiB (gzip) | other responses | other KiB | total KiB | ms | console errors |',
        '|---|---|---:|---:|---:|---:|---:|---:|---:|',
        ...bytes.map((b) => b.row.line),
        '',
        ...bytes.flatMap(({ target, row }) => [
          `- \`${target.path}\` largest scripts: ${row.largest.map((t) => `\`${t.url}\` ${kb(t.bytes)}`).join(', ')}${row.uncompressed.length ? `; sent uncompressed (≥ 1 KiB): ${row.uncompressed.map((t) => `\`${t.url}\` ${kb(t.bytes)}`).join(', ')}` : ''}.`,
        ]),
        '',
        `Console errors during the loads: ${consoleErrors.length ? consoleErrors.join('; ') : 'none'}.`,
        '',
        ...(signUpPart ? signUpLines(signUpPart) : []),
      ];
      return lines.join('\n');
    };

    for (const [index, { preset, target }] of runs.entries()) {
      const signedIn = target.signedIn ? (await session.fresh()).origins.find((o) => o.origin === BASE)?.localStorage ?? [] : null;
      const started = performance.now();
      const row = await lighthouseRuns(preset, target, signedIn);
      rows.push(row);
      const s = row.scores;
      console.log(
        `[${index + 1}/${runs.length}] ${preset} ${target.path}: performance ${s.performance} (runs ${row.perfRuns.join(', ')}), accessibility ${s.accessibility}, best practices ${s['best-practices']} · ${Math.round((performance.now() - started) / 1000)} s · load ${row.load}`,
      );
      if (!ONLY) writeFileSync(join(root, RESULTS_FILE), withHandWritten(render()));
    }
    await browser.close();

    const results = render();
    if (!ONLY) writeFileSync(join(root, RESULTS_FILE), withHandWritten(results));
    console.log(results);
  } finally {
    await browser.close().catch(() => undefined);
    await stopProduct(product);
    await fakes.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The page shows what it is for: its main heading (and on the landing page, its headline). */
async function contentShown(page: Page, target: Target) {
  if (target.route === '/') return visible(page, 'heading', 'Know every piece of tackle you own');
  if (target.route === '/auth') return void (await page.getByRole('tabpanel', { name: 'Login' }).getByLabel('Username').waitFor({ timeout: 30_000 }));
  await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 30_000 });
}

function lighthouseVersion(): string {
  const result = spawnSync(process.execPath, ['-p', "require('lighthouse/package.json').version"], { cwd: root, encoding: 'utf8' });
  return result.stdout.trim();
}

function chromiumVersion(): string {
  const result = spawnSync(CHROME, ['--version'], { encoding: 'utf8' });
  return result.stdout.trim().replace(/^Chromium\s+/, '') || 'unknown';
}

await main();
