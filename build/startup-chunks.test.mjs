import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rspack } from '@rspack/core';
import shellConfig, { shared, STARTUP_VENDOR, startupScripts } from '../shell/rspack.config.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(path.join(here, '../shell/package.json'));

/** The shell's production build into a temporary folder, without the steps that write beside it (frames, the static pages' script). */
async function buildShell(outDir) {
  const config = shellConfig({}, { mode: 'production' });
  config.output = { ...config.output, path: outDir };
  config.devtool = false;
  config.plugins = config.plugins.filter((plugin) => !['PrerenderFramesPlugin', 'StaticPageScriptPlugin', 'StartupManifestPlugin'].includes(plugin.constructor.name));
  const stats = await new Promise((resolve, reject) => rspack(config, (error, result) => (error ? reject(error) : resolve(result))));
  if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
  return stats.toJson({ all: false, chunks: true, chunkModules: true, chunkOrigins: true, chunkGroups: true, ids: true });
}

describe("the shell's scripts before its first screen (decision 171)", () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'tackle-startup-chunks-'));
  let json;
  beforeAll(async () => {
    json = await buildShell(outDir);
  }, 120_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('are five files: the bootstrap, the shared third-party modules, the kit (its code and its packages) and the contracts; not oidc-client-ts (decision 172)', () => {
    const scripts = startupScripts(json);
    expect(scripts.map((file) => file.replace(/\.[0-9a-f]{10}\.js$/, '.js').replace(/^assets\/\d+\.js$/, 'assets/<numbered>.js')).sort()).toEqual([
      'assets/<numbered>.js',
      'assets/<numbered>.js',
      'assets/bootstrap.js',
      'assets/contracts.js',
      'assets/vendor.js',
    ]);
    // oidc-client-ts is a chunk of its own, loaded on demand: nothing of it in the start-up scripts.
    const oidc = json.chunks.filter((chunk) => chunk.names.includes('oidc'));
    expect(oidc).toHaveLength(1);
    expect(scripts.some((file) => oidc[0].files.includes(file))).toBe(false);
    const numbered = json.chunks.filter((chunk) => chunk.files.some((file) => /^assets\/\d+\.[0-9a-f]{10}\.js$/.test(file) && scripts.includes(file)));
    for (const chunk of numbered) expect(chunk.origins.some((origin) => origin.moduleName?.startsWith('provide shared module (default) @tackle/ui@'))).toBe(true);
  });

  it('put every module of the shared third-party packages into the one vendor chunk', () => {
    const vendor = json.chunks.find((chunk) => chunk.names.includes('vendor'));
    const elsewhere = json.chunks
      .filter((chunk) => chunk !== vendor)
      .flatMap((chunk) => (chunk.modules ?? []).map((module) => String(module.nameForCondition ?? module.identifier ?? '')))
      .filter((name) => STARTUP_VENDOR.test(name) && !name.includes('provide shared module') && !name.includes('consume shared module'));
    expect(elsewhere).toEqual([]);
    expect(vendor.modules.length).toBeGreaterThan(5);
  });

  it("bundle React Router's production build, not the development build its package exports name (decision 177)", () => {
    const scripts = readdirSync(path.join(outDir, 'assets')).filter((file) => file.endsWith('.js'));
    const containing = (text) => scripts.filter((file) => readFileSync(path.join(outDir, 'assets', file), 'utf8').includes(text));
    // React Router is in the build (its error for a hook outside a router, in both of its builds) ...
    expect(containing('may be used only in the context of a <Router> component')).not.toEqual([]);
    // ... without the warnings only its development build checks on every render of <Routes>.
    expect(containing('You rendered descendant <Routes>')).toEqual([]);
  });
});

describe('STARTUP_VENDOR', () => {
  it("matches every third-party package the shell shares, and the facades of the router and zod", () => {
    const packageOf = (key) => key.split('/').slice(0, key.startsWith('@') ? 2 : 1).join('/');
    const packages = [...new Set(Object.keys(shared).filter((key) => !key.startsWith('@tackle/')).map(packageOf))];
    expect(packages).toEqual(expect.arrayContaining(['react', 'react-dom', 'react-router-dom', 'jotai', '@tanstack/react-query', 'zod']));
    for (const name of packages) {
      // react-router-dom is the router facade in the build (ui/src/router.ts), which imports react-router.
      const actual = name === 'react-router-dom' ? 'react-router' : name;
      const entry = require.resolve(actual);
      expect(STARTUP_VENDOR.test(entry), `${name}: ${entry}`).toBe(true);
    }
    // What those import from other packages: React DOM's scheduler, React Query's core.
    for (const dependency of ['scheduler', '@tanstack/query-core']) {
      const entry = createRequire(require.resolve(dependency === 'scheduler' ? 'react-dom' : '@tanstack/react-query')).resolve(dependency);
      expect(STARTUP_VENDOR.test(entry), `${dependency}: ${entry}`).toBe(true);
    }
    expect(STARTUP_VENDOR.test(path.resolve(here, '../ui/src/router.ts'))).toBe(true);
    expect(STARTUP_VENDOR.test(path.resolve(here, '../ui/src/zod.ts'))).toBe(true);
    expect(STARTUP_VENDOR.test(path.resolve(here, '../ui/src/index.ts'))).toBe(false);
  });
});
