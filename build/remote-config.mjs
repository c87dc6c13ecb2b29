// The one rspack configuration of the Module Federation remotes (mfe-*): each remote's
// rspack.config.mjs calls `remoteConfig` with its name, what it exposes and its extras.
// A remote 'name' is served by the gateway at /remotes/<name>/; the shell loads it through
// /remotes/<name>/mf-manifest.json (or remoteEntry.js).
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedContracts } from './shared-contracts.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
/** react-router-dom is ui/src/router.ts in every bundle: what the app uses of it, one singleton (decision 101). */
const routerFacade = path.resolve(here, '../ui/src/router.ts');
/** zod is ui/src/zod.ts in every bundle: the parts the app uses, one singleton (decision 145). */
const zodFacade = path.resolve(here, '../ui/src/zod.ts');
const contractsImportsLoader = path.resolve(here, 'contracts-imports-loader.mjs');

/**
 * React Router's production build, for every bundle (shell and remotes; decision 177): the package's
 * exports name only its development build (`dist/development`), which differs from `dist/production`
 * in one flag, `ENABLE_DEV_WARNINGS`, that keeps the development warnings' checks and messages in
 * the bundle and runs them on every render of `<Routes>`. Tests keep the package's own resolution.
 * @param {NodeJS.Require} require a require of the package being built
 */
export function routerProductionBuild(require) {
  return path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs');
}

/**
 * Must match the shell's shared block (shell/rspack.config.mjs): one React, one router, one query
 * client, one design system (its toast store and session atom) per page.
 */
function sharedModules(deps, routerVersion, zodVersion) {
  return {
    react: { singleton: true, requiredVersion: deps.react },
    'react/': { singleton: true, requiredVersion: deps.react }, // react/jsx-runtime, react/jsx-dev-runtime
    'react/jsx-runtime': { singleton: true, requiredVersion: deps.react },
    'react-dom': { singleton: true, requiredVersion: deps['react-dom'] },
    'react-dom/': { singleton: true, requiredVersion: deps['react-dom'] }, // react-dom/client ...
    // The shell's router facade, not all of React Router (decision 101; alias below).
    'react-router-dom': { singleton: true, requiredVersion: false, version: routerVersion },
    jotai: { singleton: true, requiredVersion: deps.jotai },
    '@tanstack/react-query': { singleton: true, requiredVersion: deps['@tanstack/react-query'] },
    '@tackle/ui': { singleton: true, requiredVersion: false },
    // The shell's zod facade (alias below); the same zod version in every bundle.
    zod: { singleton: true, requiredVersion: false, version: zodVersion },
    // The contracts modules the shell evaluates at start, one singleton each (decision 154).
    ...sharedContracts(),
  };
}

const swc = (tsx) => ({
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
  },
});

/** The file beside mf-manifest.json naming every script each exposed page loads before it runs. */
export const PAGE_CHUNKS_FILE = 'page-chunks.json';
const EXPOSE_PREFIX = '__federation_expose_';
/** LAZY_PART_PREFIX of services/gateway/src/static.ts (this file cannot import TypeScript). */
const LAZY_PREFIX = 'lazy/';

/**
 * Writes dist/page-chunks.json: for each exposed module, every script its loader in remoteEntry.js
 * asks for at once (its chunk group); for each lazily loaded part with a chunk name of its own,
 * `lazy/<name>`, its scripts and stylesheets. mf-manifest.json lists an expose's chunks without those it
 * shares with a shared module's fallback (the remote's own copy of `@tackle/ui`): the remote's
 * contracts schemas sit in such a chunk, so the gateway, preloading from the manifest, left it to be
 * found a round trip later, after remoteEntry.js had run (decision 153).
 */
class PageChunksPlugin {
  apply(compiler) {
    compiler.hooks.done.tap('PageChunksPlugin', (stats) => {
      if (stats.hasErrors()) return;
      const json = stats.toJson({ all: false, chunkGroups: true, entrypoints: true });
      const entrypoints = new Set(Object.keys(json.entrypoints ?? {}));
      const pages = {};
      for (const [name, group] of Object.entries(json.namedChunkGroups ?? {})) {
        const files = group.assets.map((asset) => asset.name);
        if (name.startsWith(EXPOSE_PREFIX)) pages[name.slice(EXPOSE_PREFIX.length)] = files.filter((file) => file.endsWith('.js'));
        // A part a page loads lazily under a name of its own (`import(/* webpackChunkName: "map" */ …)`),
        // scripts and stylesheets: the gateway preloads it for the pages that draw it first (decision 175).
        else if (!entrypoints.has(name)) pages[`${LAZY_PREFIX}${name}`] = files.filter((file) => file.endsWith('.js') || file.endsWith('.css'));
      }
      writeFileSync(path.join(stats.compilation.outputOptions.path, PAGE_CHUNKS_FILE), `${JSON.stringify(pages, null, 2)}\n`);
    });
  }
}

/**
 * @param {object} options
 * @param {string} options.configUrl the remote config's `import.meta.url` (its folder holds package.json, src/, dist/)
 * @param {string} options.name the remote's name (global library, /remotes/<name>/)
 * @param {Record<string, string>} options.exposes
 * @param {number} options.port the dev server's port
 * @param {import('@rspack/core').RuleSetRule[]} [options.rules] extra module rules (styles, assets)
 * @param {import('@rspack/core').Plugin[]} [options.plugins] extra plugins
 * @returns {import('@rspack/core').Configuration}
 */
export function remoteConfig({ configUrl, name, exposes, port, rules = [], plugins = [] }) {
  const dirname = path.dirname(fileURLToPath(configUrl));
  const require = createRequire(configUrl);
  const deps = require('./package.json').dependencies;
  const routerVersion = require('react-router/package.json').version;
  const zodVersion = require('zod/package.json').version;
  return {
    context: dirname,
    entry: { main: './src/index.ts' },
    output: {
      path: path.resolve(dirname, 'dist'),
      publicPath: 'auto',
      uniqueName: `tackle_${name}`,
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: { 'react-router-dom$': routerFacade, 'react-router$': routerProductionBuild(require), zod$: zodFacade },
    },
    module: {
      rules: [
        { test: /\.ts$/, exclude: /node_modules/, type: 'javascript/auto', use: [swc(false)] },
        { test: /\.tsx$/, exclude: /node_modules/, type: 'javascript/auto', use: [swc(true)] },
        // Contracts names imported from the module that declares them, so that the ones the shell
        // shares come from the shell (decision 154). Loaders run last to first: this one first.
        { test: /\.tsx?$/, exclude: /node_modules/, use: [{ loader: contractsImportsLoader }] },
        // The contracts are declarations only: what this remote does not use is left out of its bundle.
        { test: /[\\/]contracts[\\/]src[\\/]/, sideEffects: false },
        ...rules,
      ],
    },
    devtool: 'source-map',
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        // 'global' (self[name] = container) rather than 'var': 'public' is a reserved word.
        library: { type: 'global', name },
        exposes,
        shared: sharedModules(deps, routerVersion, zodVersion),
        manifest: true,
        dts: false,
        // The federation runtime comes from the shell (which provides it), not a second copy in
        // remoteEntry.js: the remotes are only ever loaded by the shell (decision 100).
        experiments: { externalRuntime: true },
      }),
      new PageChunksPlugin(),
      ...plugins,
    ],
    devServer: { port, headers: { 'Access-Control-Allow-Origin': '*' } },
  };
}
