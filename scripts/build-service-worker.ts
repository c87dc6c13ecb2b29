/*
 * The last step of `npm run build`, after the shell and the four remotes are built: writes the
 * service worker, shell/dist/sw.js, and shell/dist/build-version.json (decision 116).
 *
 * 1. The precache list: every file of the five builds the browser loads, under the URL the gateway
 *    serves it at (services/gateway/src/static.ts, defaultSites), each with a revision
 *    (workbox-build's getManifest). One version id is derived from the whole list, so a change to
 *    any file of the shell or of any remote is a new version of all of them.
 * 2. shell/src/sw/service-worker.ts is bundled (rspack) with that version id.
 * 3. The list is injected into the bundle (workbox-build's injectManifest) -> shell/dist/sw.js.
 * 4. shell/dist/build-version.json names the version; the gateway sends it with every page
 *    (BUILD_VERSION_HEADER), so a worker can tell a page of its own build from another's.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { rspack } from '@rspack/core';
import { bundleSmallScript } from '../build/small-script.mjs';
import { getManifest, injectManifest, type GetManifestOptions, type ManifestEntry } from 'workbox-build';
import { BUILD_VERSION_FILE } from '@tackle/contracts';
import { defaultSites } from '../services/gateway/src/static';

const root = join(import.meta.dirname, '..');
const sites = defaultSites(root);
const shellDist = sites.find((site) => site.prefix === '/')?.root;
if (!shellDist) throw new Error('build-service-worker: the gateway serves no shell at /');

const folder = (dir: string) => `${relative(root, dir).split('\\').join('/')}/`;

/** What the worker precaches: what the browser loads from each build. */
const precache: GetManifestOptions = {
  globDirectory: root,
  globPatterns: sites.flatMap((site) => [
    `${folder(site.root)}**/*.{js,css,html,png,svg,webp,woff2,webmanifest}`,
    // The federation runtime reads each remote's manifest first.
    ...(site.prefix === '/' ? [] : [`${folder(site.root)}mf-manifest.json`]),
  ]),
  globIgnores: [
    '**/node_modules/**',
    '**/*.map',
    // The worker itself. What only the gateway reads (the prerendered pages and the public frame,
    // decision 134) is JSON, which no pattern above takes in; the prerendered pages' script is
    // precached, so a page of theirs the worker kept works offline too.
    `${folder(shellDist)}sw.js`,
  ],
  modifyURLPrefix: Object.fromEntries(sites.map((site) => [folder(site.root), site.prefix])),
  // Names with a content hash are their own revision (as the gateway's immutable cache headers).
  dontCacheBustURLsMatching: /\.[0-9a-f]{8,}\.(js|css)$/,
  maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
};

/** One id for one precache list: any file added, removed or changed gives another. */
function versionOf(entries: ManifestEntry[]): string {
  const lines = entries.map((entry) => `${entry.url} ${entry.revision ?? ''}`).sort();
  return createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16);
}

/** Minified before the list is injected: `self.__WB_MANIFEST` (a global's property) stays as it is. */
async function bundleWorker(version: string, outDir: string): Promise<string> {
  const file = await bundleSmallScript({
    context: root,
    entry: join(root, 'shell/src/sw/service-worker.ts'),
    outDir,
    filename: 'sw.js',
    clean: true,
    target: 'webworker',
    plugins: [new rspack.DefinePlugin({ __TACKLE_BUILD_VERSION__: JSON.stringify(version) })],
  });
  return join(outDir, file);
}

const listed = await getManifest(precache);
for (const warning of listed.warnings) console.warn(`build-service-worker: ${warning}`);
if (!listed.manifestEntries.some((entry) => entry.url === '/index.html')) {
  throw new Error(`build-service-worker: ${shellDist}/index.html is missing; build the front end first (npm run build)`);
}
const version = versionOf(listed.manifestEntries);

const outDir = mkdtempSync(join(tmpdir(), 'tackle-sw-'));
try {
  const swSrc = await bundleWorker(version, outDir);
  const swDest = join(shellDist, 'sw.js');
  const injected = await injectManifest({ ...precache, swSrc, swDest });
  for (const warning of injected.warnings) console.warn(`build-service-worker: ${warning}`);
  if (injected.count !== listed.count || injected.size !== listed.size) {
    throw new Error('build-service-worker: the build changed while the service worker was written; build again');
  }
  writeFileSync(join(shellDist, BUILD_VERSION_FILE), `${JSON.stringify({ version }, null, 2)}\n`);
  console.log(
    `build-service-worker: ${relative(root, swDest)} precaches ${injected.count} files (${Math.round(injected.size / 1024)} kB), version ${version}`,
  );
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
