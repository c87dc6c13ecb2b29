// Module Federation remote 'gear', served by the gateway at /remotes/gear/.
// The shell loads it through /remotes/gear/mf-manifest.json (or remoteEntry.js).
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const pkg = createRequire(import.meta.url)('./package.json');
const deps = pkg.dependencies;
const routerVersion = createRequire(import.meta.url)('react-router/package.json').version;
/** react-router-dom is ui/src/router.ts in every bundle: what the app uses of it, one singleton (decision 101). */
const routerFacade = path.resolve(dirname, '../ui/src/router.ts');

/**
 * Must match the shell's shared block (shell/rspack.config.mjs): one React, one router, one query
 * client, one design system (its toast store and session atom) per page.
 */
const shared = {
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
};

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

/** @type {import('@rspack/core').Configuration} */
export default {
  context: dirname,
  entry: { main: './src/index.ts' },
  output: {
    path: path.resolve(dirname, 'dist'),
    publicPath: 'auto',
    uniqueName: 'tackle_gear',
    filename: '[name].[contenthash:8].js',
    chunkFilename: '[name].[contenthash:8].js',
    clean: true,
  },
  resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'], alias: { 'react-router-dom$': routerFacade } },
  module: {
    rules: [
      { test: /\.ts$/, exclude: /node_modules/, type: 'javascript/auto', use: [swc(false)] },
      { test: /\.tsx$/, exclude: /node_modules/, type: 'javascript/auto', use: [swc(true)] },
      // The contracts are declarations only: what this remote does not use is left out of its bundle.
      { test: /[\\/]contracts[\\/]src[\\/]/, sideEffects: false },
    ],
  },
  devtool: 'source-map',
  performance: { hints: false },
  plugins: [
    new ModuleFederationPlugin({
      name: 'gear',
      filename: 'remoteEntry.js',
      // 'global' (self[name] = container) rather than 'var': 'public' is a reserved word.
      library: { type: 'global', name: 'gear' },
      exposes: {
        './GearPage': './src/gear/GearPageEntry.tsx', // the page, evaluated in steps (decision 103)
        './ConsumablesPage': './src/pages/ConsumablesPage.tsx',
        './StoragePage': './src/pages/StoragePage.tsx',
        './SetupsPage': './src/pages/SetupsPage.tsx',
        './SmartCapture': './src/smart-capture/SmartCapture.tsx',
      },
      shared,
      manifest: true,
      dts: false,
      // The federation runtime comes from the shell (which provides it), not a second copy in
      // remoteEntry.js: the remotes are only ever loaded by the shell (decision 100).
      experiments: { externalRuntime: true },
    }),
  ],
  devServer: { port: 3102, headers: { 'Access-Control-Allow-Origin': '*' } },
};
