// Module Federation remote 'public', served by the gateway at /remotes/public/.
// The shell loads it through /remotes/public/mf-manifest.json (or remoteEntry.js).
import { spawn } from 'node:child_process';
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

/**
 * Production builds also write dist/landing.html: the landing page rendered to HTML
 * (src/prerender/landing.tsx), which the gateway serves inside the shell's page for `/` (decision 100).
 */
class PrerenderLandingPlugin {
  apply(compiler) {
    if (compiler.options.mode !== 'production') return;
    compiler.hooks.afterEmit.tapPromise('PrerenderLandingPlugin', () =>
      new Promise((resolve, reject) => {
        const script = path.join(dirname, 'src/prerender/landing.tsx');
        const out = path.join(dirname, 'dist/landing.html');
        // From the repository root, so tsx uses its tsconfig (the JSX runtime).
        const child = spawn(process.execPath, ['--import', 'tsx', script, out], { cwd: path.join(dirname, '..'), stdio: 'inherit' });
        child.on('error', reject);
        child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`prerendering the landing page failed (exit ${code})`))));
      }),
    );
  }
}

/** @type {import('@rspack/core').Configuration} */
export default {
  context: dirname,
  entry: { main: './src/index.ts' },
  output: {
    path: path.resolve(dirname, 'dist'),
    publicPath: 'auto',
    uniqueName: 'tackle_public',
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
      name: 'public',
      filename: 'remoteEntry.js',
      // 'global' (self[name] = container) rather than 'var': 'public' is a reserved word.
      library: { type: 'global', name: 'public' },
      exposes: {
        './LandingPage': './src/pages/LandingPage.tsx',
        './TechniquesPage': './src/pages/TechniquesPage.tsx',
        './GuidePage': './src/pages/GuidePage.tsx',
        './KnotsPage': './src/pages/KnotsPage.tsx',
        './SafetyPage': './src/pages/SafetyPage.tsx',
      },
      shared,
      manifest: true,
      dts: false,
      // The federation runtime comes from the shell (which provides it), not a second copy in
      // remoteEntry.js: the remotes are only ever loaded by the shell (decision 100).
      experiments: { externalRuntime: true },
    }),
    new PrerenderLandingPlugin(),
  ],
  devServer: { port: 3101, headers: { 'Access-Control-Allow-Origin': '*' } },
};
