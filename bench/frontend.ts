/**
 * Front-end benchmark. Uses the built front end (builds it first when a dist folder is missing or
 * older than its sources), starts the product in single-machine mode as a child process on its own
 * port with a temporary data dir, registers a real account through the embedded identity
 * provider's sign-up form, and reports for the landing page `/` and for `/gear` signed in:
 *
 * - bytes transferred on a cold load (empty cache), JS separately from everything else, as served
 *   with `Accept-Encoding: gzip` (Playwright's Chromium, `request.sizes()`);
 * - Lighthouse performance, accessibility and best-practices scores, mobile (Lighthouse's default:
 *   Moto G Power, simulated slow 4G and 4x CPU slowdown) and desktop presets, the median run by
 *   performance score of BENCH_LH_RUNS runs, plus what Lighthouse lists against any score < 100.
 *
 * Signed-in Lighthouse runs: the shell keeps the OIDC user in localStorage (oidc-client-ts
 * WebStorageStateStore), so the tokens got by signing up in Playwright are written into the
 * Lighthouse tab's localStorage (puppeteer-core page, same origin) with the signed-in hint cookie
 * the shell sets next to them (decisions 100, 101), the browser cache is cleared
 * over CDP, and Lighthouse navigates with `disableStorageReset` (which would otherwise wipe the
 * origin's storage and sign the page out). Figures are reported, never asserted.
 *
 *   node --import tsx bench/frontend.ts      (writes bench/RESULTS-frontend.md)
 *
 * Env: BENCH_FE_PORT (5125), BENCH_LH_RUNS (3), BENCH_FE_BUILD=1 (force `npm run build`),
 * CHROME_PATH (/usr/bin/chromium), BENCH_FE_REPORTS (folder for the full Lighthouse HTML reports),
 * BENCH_FE_ONLY (e.g. `/gear:mobile` or `mobile`: only the Lighthouse runs whose "page:preset" contains
 * it; the results are then printed, and bench/RESULTS-frontend.md is left as it is), BENCH_FE_TRACE=1
 * (also save each Lighthouse run's trace, with V8's CPU samples, in the reports folder).
 */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from '@playwright/test';
import lighthouse, { desktopConfig, type Config, type Flags, type RunnerResult } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_FLAGS } from '../e2e/chromium-flags';
import { AuthPage, uniqueUsername } from '../e2e/page-models/auth';
import { waitForUrl } from './lib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_FE_PORT ?? 5125);
// localhost, not 127.0.0.1: PKCE needs crypto.subtle, which Chromium gives to secure contexts only.
const BASE = `http://localhost:${PORT}`;
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const LH_RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 3));
const REPORTS = process.env.BENCH_FE_REPORTS ?? join(tmpdir(), 'tackle-lighthouse');
const SEEDED_GEAR = 12;
const ONLY = process.env.BENCH_FE_ONLY ?? '';

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

function startProduct(dataDir: string): ChildProcess {
  // The embedded identity provider: drop any outside-provider settings of the caller's shell.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('OIDC_')));
  return spawn(process.execPath, ['--import', 'tsx', 'services/gateway/src/main.ts'], {
    cwd: root,
    env: { ...env, PORT: String(PORT), HOST: '127.0.0.1', PUBLIC_URL: BASE, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
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
  page.on('requestfinished', (request) => {
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
  });
  const t0 = performance.now();
  await page.goto(path);
  await ready(page);
  const ms = Math.round(performance.now() - t0);
  await page.waitForLoadState('networkidle');
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
  page: string;
  preset: 'mobile' | 'desktop';
  scores: Record<Categories, number>;
  perfRuns: number[];
  metrics: string;
  findings: string[];
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

type StoredEntry = { name: string; value: string };

async function lighthouseRuns(
  preset: 'mobile' | 'desktop',
  target: { page: string; path: string; signedIn: StoredEntry[] | null },
): Promise<LighthouseRow> {
  const config: Config | undefined = preset === 'desktop' ? desktopConfig : undefined;
  const results: Lhr[] = [];
  const reports: string[][] = [];
  let failures = 0;
  for (let run = 0; run < LH_RUNS; run++) {
    const browser = await puppeteer.launch({ executablePath: CHROME, headless: true, args: CHROMIUM_FLAGS, defaultViewport: null });
    try {
      const page = await browser.newPage();
      const flags: Flags = { logLevel: 'error', output: ['html', 'json'], onlyCategories: CATEGORIES };
      // With the traces kept, also V8's sampling profiler: which functions fill each long task.
      if (process.env.BENCH_FE_TRACE === '1') flags.additionalTraceCategories = 'disabled-by-default-v8.cpu_profiler';
      if (target.signedIn) {
        // Same origin as the app: put the signed-in user where oidc-client-ts looks for it.
        await page.goto(`${BASE}/app-config.json`);
        await page.evaluate((entries: StoredEntry[]) => {
          for (const { name, value } of entries) window.localStorage.setItem(name, value);
          // And the hint cookie the shell sets whenever a user is stored (shell/src/auth/signed-in.ts).
          document.cookie = 'tackle_signed_in=1; Path=/; SameSite=Lax';
        }, target.signedIn);
        const cdp = await page.createCDPSession();
        await cdp.send('Network.clearBrowserCache');
        await cdp.detach();
        flags.disableStorageReset = true;
      }
      const result = await lighthouse(`${BASE}${target.path}`, flags, config, page);
      if (!result) throw new Error('Lighthouse returned no result');
      if (result.lhr.runtimeError) {
        // Lighthouse asks for a re-run on trace hiccups (NO_NAVSTART, NO_FCP under load): twice.
        if (++failures > 2) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
        console.log(`Lighthouse ${preset} ${target.page}: ${result.lhr.runtimeError.code}, running again`);
        run--;
        continue;
      }
      if (target.signedIn && new URL(result.lhr.finalDisplayedUrl).pathname !== target.path) {
        throw new Error(`Lighthouse was not signed in: it ended on ${result.lhr.finalDisplayedUrl}`);
      }
      results.push(result.lhr);
      if (process.env.BENCH_FE_TRACE === '1') {
        // The run's raw trace, for looking into its long tasks (not part of the report).
        mkdirSync(REPORTS, { recursive: true });
        const name = `${target.page === '/' ? 'landing' : target.page.replace(/\W+/g, '')}-${preset}-${results.length}.trace.json`;
        writeFileSync(join(REPORTS, name), JSON.stringify(result.artifacts.Trace));
      }
      reports.push(Array.isArray(result.report) ? result.report : [result.report]);
    } finally {
      await browser.close();
    }
  }
  const order = results.map((lhr, i) => ({ i, perf: lhr.categories.performance?.score ?? 0 })).sort((a, b) => a.perf - b.perf);
  const median = order[Math.floor((order.length - 1) / 2)]!.i;
  const lhr = results[median]!;
  mkdirSync(REPORTS, { recursive: true });
  const report = join(REPORTS, `${target.page === '/' ? 'landing' : target.page.replace(/\W+/g, '')}-${preset}.html`);
  const [html = '', json = ''] = reports[median]!;
  writeFileSync(report, html);
  writeFileSync(report.replace(/\.html$/, '.json'), json);
  return {
    page: target.page,
    preset,
    scores: scoresOf(lhr),
    perfRuns: results.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100)),
    metrics: metricsOf(lhr),
    findings: findingsOf(lhr),
    report,
  };
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

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function bytesRow(page: string, load: PageLoad) {
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
    line: `| ${page} | ${js.length} | ${kb(sum(js))} | ${other.length} | ${kb(sum(other))} (${byKind}) | ${kb(sum(load.transfers))} |`,
    uncompressed,
    largest: [...js].sort((a, b) => b.bytes - a.bytes).slice(0, 5),
  };
}

const load = () => loadavg().map((n) => n.toFixed(1)).join(' / ');

async function main() {
  ensureBuilt();
  const loadBefore = load();
  const dataDir = mkdtempSync(join(tmpdir(), 'tackle-bench-fe-'));
  const product = startProduct(dataDir);
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROMIUM_FLAGS });
  try {
    await waitForUrl(`${BASE}/app-config.json`, product);
    const gzip = { baseURL: BASE, extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } };

    // Landing page, signed out, cold cache.
    const landingContext = await browser.newContext(gzip);
    const landing = await measureLoad(landingContext, '/', (page) => visible(page, 'heading', 'Know every piece of tackle you own'));
    await landingContext.close();

    // 'Get Started' → a usable Register form (issue 14.7): cold cache, with and without Lighthouse's
    // mobile CPU slowdown (4×). Baseline in the same run: the landing page's own cold load.
    const signUp = { plain: await clickToSignUpForm(browser, gzip, 1), slow: await clickToSignUpForm(browser, gzip, 4) };
    console.log(`click to usable sign-up form: median ${signUp.plain.median} ms (4× CPU: ${signUp.slow.median} ms); landing load ${landing.ms} ms`);

    // A real account through the identity provider's sign-up form, then a few gear items.
    const signUpContext = await browser.newContext({ baseURL: BASE });
    const signUpPage = await signUpContext.newPage();
    const auth = new AuthPage(signUpPage);
    await auth.open();
    await auth.register(uniqueUsername('bench'), 'bench-password-1');
    const state = await signUpContext.storageState();
    await signUpContext.close();
    const stored = state.origins.find((o) => o.origin === BASE)?.localStorage ?? [];
    const userEntry = stored.find((e) => e.name.startsWith('oidc.user:'));
    if (!userEntry) throw new Error('signed up, but no oidc.user entry in localStorage');
    const token = (JSON.parse(userEntry.value) as { access_token: string }).access_token;
    for (let i = 0; i < SEEDED_GEAR; i++) {
      const res = await fetch(`${BASE}/api/gear`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Bench rod ${i + 1}`, typeId: 1, brand: 'Shimano', model: 'Zodias', retailCost: 249.99 }),
      });
      if (res.status !== 201) throw new Error(`seeding gear failed: ${res.status} ${await res.text()}`);
    }

    // /gear signed in, cold cache (a new context: same stored user, empty HTTP cache).
    const gearContext = await browser.newContext({ ...gzip, storageState: state });
    const gear = await measureLoad(gearContext, '/gear', async (page) => {
      await visible(page, 'heading', 'Gear Inventory');
      await visible(page, 'heading', `Bench rod ${SEEDED_GEAR}`);
    });
    await gearContext.close();
    await browser.close();

    const rows: LighthouseRow[] = [];
    for (const preset of ['mobile', 'desktop'] as const) {
      const targets = [
        { page: '/', path: '/', signedIn: null },
        { page: '/gear', path: '/gear', signedIn: stored },
      ].filter((target) => `${target.page}:${preset}`.includes(ONLY));
      for (const target of targets) rows.push(await lighthouseRuns(preset, target));
      for (const row of rows.slice(rows.length - targets.length)) console.log(`${preset} ${row.page}: ${JSON.stringify(row.scores)} (perf runs ${row.perfRuns.join(', ')})`);
    }

    const landingBytes = bytesRow('`/` (signed out)', landing);
    const gearBytes = bytesRow('`/gear` (signed in)', gear);
    const lines = [
      '# Front-end benchmark results',
      '',
      `Run: ${new Date().toISOString()} · machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB · Node ${process.version} · Chromium ${await chromiumVersion()}`,
      `Load average (1 / 5 / 15 min) at start ${loadBefore}, at end ${load()}: Lighthouse's mobile preset multiplies the CPU time it observes by 4, so a busy machine lowers the mobile performance scores (desktop less so).`,
      `Product in single-machine mode on a temporary data dir, front end from \`npm run build\`; account made through the identity provider's sign-up form; ${SEEDED_GEAR} gear items seeded through the API. Re-run: \`node --import tsx bench/frontend.ts\`.`,
      '',
      '## Bytes on a cold load',
      '',
      'Encoded body bytes (as transferred) of every response until the page shows its content and the network is idle, requested with `Accept-Encoding: gzip`; KiB = 1,024 bytes.',
      '',
      '| page | JS files | JS KiB (gzip) | other responses | other KiB | total KiB |',
      '|---|---:|---:|---:|---:|---:|',
      landingBytes.line,
      gearBytes.line,
      '',
      ...[landingBytes, gearBytes].flatMap((b, i) => [
        `Largest scripts of ${i === 0 ? '`/`' : '`/gear`'}: ${b.largest.map((t) => `\`${t.url}\` ${kb(t.bytes)}`).join(', ')}.`,
        ...(b.uncompressed.length ? [`Sent uncompressed (≥ 1 KiB): ${b.uncompressed.map((t) => `\`${t.url}\` ${kb(t.bytes)}`).join(', ')}.`] : []),
        '',
      ]),
      `Console errors during the loads: \`/\` ${landing.consoleErrors.length}, \`/gear\` ${gear.consoleErrors.length}${[...landing.consoleErrors, ...gear.consoleErrors].map((e) => `; ${e.slice(0, 160)}`).join('')}.`,
      '',
      '## From "Get Started" to a usable sign-up form',
      '',
      `Milliseconds from the click on the landing page's 'Get Started' to the Register tab's Username field being visible and enabled (sign-in redirect through the identity provider included), ${SIGNUP_RUNS} runs each with a cold cache; baseline: the landing page's own cold load in this run (${landing.ms} ms).`,
      '',
      '| CPU | median ms | runs | median ÷ landing load |',
      '|---|---:|---|---:|',
      `| as is | ${signUp.plain.median} | ${signUp.plain.runs.join(', ')} | ${(signUp.plain.median / landing.ms).toFixed(2)} |`,
      `| 4× slower (CDP throttling) | ${signUp.slow.median} | ${signUp.slow.runs.join(', ')} | ${(signUp.slow.median / landing.ms).toFixed(2)} |`,
      '',
      '## Lighthouse',
      '',
      `Lighthouse ${lighthouseVersion()}, categories performance, accessibility, best-practices; mobile = Lighthouse's default (simulated slow 4G, 4× CPU slowdown), desktop = its desktop preset. Scores of the median run by performance of ${LH_RUNS} run(s) (all performance scores in brackets). \`/gear\` runs signed in (tokens in the tab's localStorage, cache cleared, \`disableStorageReset\`).`,
      '',
      '| page | preset | performance | accessibility | best-practices | metrics (median run) |',
      '|---|---|---:|---:|---:|---|',
      ...rows.map(
        (r) =>
          `| \`${r.page}\` | ${r.preset} | ${r.scores.performance} (${r.perfRuns.join(', ')}) | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.metrics} |`,
      ),
      '',
      '### What Lighthouse lists against scores under 100',
      '',
      ...rows.flatMap((r) => [
        `**\`${r.page}\`, ${r.preset}**`,
        '',
        ...(r.findings.length ? r.findings.map((f) => `- ${f}`) : ['- nothing']),
        '',
      ]),
      `Full HTML reports of the median runs: \`${REPORTS}\` (not committed).`,
      '',
    ];
    if (!ONLY) writeFileSync(join(root, 'bench/RESULTS-frontend.md'), lines.join('\n'));
    console.log(lines.join('\n'));
  } finally {
    await browser.close().catch(() => undefined);
    if (product.exitCode === null) {
      const exited = new Promise((r) => product.once('exit', r));
      product.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function lighthouseVersion(): string {
  const result = spawnSync(process.execPath, ['-p', "require('lighthouse/package.json').version"], { cwd: root, encoding: 'utf8' });
  return result.stdout.trim();
}

async function chromiumVersion(): Promise<string> {
  const result = spawnSync(CHROME, ['--version'], { encoding: 'utf8' });
  return result.stdout.trim().replace(/^Chromium\s+/, '') || 'unknown';
}

await main();
