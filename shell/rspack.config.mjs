// Tackle shell: the Module Federation host. Build: `rspack build --mode production` -> shell/dist.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFileSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { SHARED_CONTRACTS, sharedContracts } from '../build/shared-contracts.mjs';
import { bundleSmallScript } from '../build/small-script.mjs';
import { routerProductionBuild } from '../build/remote-config.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
/** STATIC_PAGE_SCRIPT_FILE of contracts/src/prerendered-pages.ts (this file cannot import TypeScript). */
const STATIC_PAGE_SCRIPT_FILE = 'static-page.json';
const require = createRequire(import.meta.url);
const uiVersion = require('../ui/package.json').version;
const routerVersion = require('react-router/package.json').version;
/**
 * `react-router-dom` is this file everywhere (shell and remotes): the exports the app uses, shared as
 * one singleton, instead of all of React Router (decision 101).
 */
export const routerFacade = path.resolve(here, '../ui/src/router.ts');
/**
 * `zod` is this file everywhere (shell and remotes): the parts of zod the app uses, one singleton
 * per page instead of a copy in the shell and another in the page's remote (decision 145).
 */
export const zodFacade = path.resolve(here, '../ui/src/zod.ts');
const zodVersion = require('zod/package.json').version;
/**
 * The modules of the shared third-party packages and of their facades (above): React, React DOM
 * and its scheduler, React Router, jotai, React Query and zod. build/startup-chunks.test.mjs checks
 * that every package `shared` names (but the project's own) is matched.
 */
export const STARTUP_VENDOR =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|jotai|@tanstack[\\/](query-core|react-query)|zod)[\\/]|[\\/]ui[\\/]src[\\/](router|zod)\.ts$/;

/** One copy of each of these per page, shared by the shell and every remote. */
const singleton = { singleton: true, requiredVersion: false };
export const shared = {
  react: singleton,
  'react/': singleton, // react/jsx-runtime, react/jsx-dev-runtime
  'react/jsx-runtime': singleton,
  'react-dom': singleton,
  'react-dom/': singleton, // react-dom/client and other subpaths: one React DOM or hooks break
  'react-router-dom': { ...singleton, version: routerVersion },
  jotai: singleton,
  '@tanstack/react-query': singleton,
  '@tackle/ui': { ...singleton, version: uiVersion },
  zod: { ...singleton, version: zodVersion },
  // The contracts modules the kit's steps evaluate, each a singleton of its own (decision 154).
  ...sharedContracts(),
};

const favicon =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%230b5d73'/%3E%3Cpath d='M6 16c4-5 10-6 15-3l5-3v12l-5-3c-5 3-11 2-15-3z' fill='%23fff'/%3E%3Ccircle cx='11' cy='15' r='1.3' fill='%230b5d73'/%3E%3C/svg%3E";

const js = (file) => file.endsWith('.js');

/** The scripts of a named chunk group, from the build's stats (`chunkGroups`). */
function groupFiles(json, name) {
  const group = json.namedChunkGroups?.[name];
  if (!group) throw new Error(`startup.json: no chunk group "${name}" (webpackChunkName comment missing?)`);
  return group.assets.map((asset) => asset.name).filter(js);
}

/**
 * The scripts the app runs before its first screen, from the build's stats (`chunks`,
 * `chunkOrigins`, `chunkGroups`): the bootstrap chunk group and the chunks of the shared modules the
 * shell provides. Not oidc-client-ts: a stored sign-in starts the app without it, and it loads once
 * the page is drawn (decision 172).
 */
export function startupScripts(json) {
  const sharedFiles = (json.chunks ?? [])
    .filter((chunk) => !chunk.initial && chunk.origins?.some((origin) => origin.moduleName?.startsWith('provide shared module')))
    .flatMap((chunk) => chunk.files.filter(js));
  const oidc = new Set(groupFiles(json, 'oidc'));
  return [...new Set([...groupFiles(json, 'bootstrap'), ...sharedFiles])].filter((file) => !oidc.has(file));
}

/**
 * Writes dist/startup.json for the gateway (services/gateway/src/static.ts, decision 101): the scripts
 * the app needs before its first screen (the bootstrap chunk group, the chunks of the shared modules
 * the shell provides) and which remote page each route shows (src/route-pages.json),
 * so the HTML asks for all of them at once instead of one step after another; and `signIn`, the few
 * that start a visitor's sign-in from `/auth` (the entry, the signin chunk group, oidc-client-ts).
 */
class StartupManifestPlugin {
  apply(compiler) {
    compiler.hooks.done.tap('StartupManifestPlugin', (stats) => {
      if (stats.hasErrors()) return;
      const json = stats.toJson({ all: false, chunks: true, chunkOrigins: true, chunkGroups: true, publicPath: true });
      const publicPath = json.publicPath ?? '/';
      const scripts = startupScripts(json).map((file) => `${publicPath}${file}`);
      // What `/auth` needs to send a visitor on to the identity provider, without the app (decision 164).
      const signIn = [...new Set([...groupFiles(json, 'main'), ...groupFiles(json, 'signin'), ...groupFiles(json, 'oidc')])].map((file) => `${publicPath}${file}`);
      const routePages = JSON.parse(readFileSync(path.join(here, 'src/route-pages.json'), 'utf8'));
      const outputPath = stats.compilation.outputOptions.path;
      writeFileSync(path.join(outputPath, 'startup.json'), `${JSON.stringify({ scripts, signIn, ...routePages }, null, 2)}\n`);
    });
  }
}

/**
 * Production builds also write dist/frames.json: the static first frame of every signed-in page
 * (top bar and page heading, src/prerender/frame.tsx), which the gateway puts into the HTML of a
 * protected route for a signed-in browser (decision 102).
 */
class PrerenderFramesPlugin {
  apply(compiler) {
    if (compiler.options.mode !== 'production') return;
    compiler.hooks.afterEmit.tapPromise('PrerenderFramesPlugin', (compilation) =>
      new Promise((resolve, reject) => {
        const script = path.join(here, 'src/prerender/frame.tsx');
        const out = path.join(compilation.outputOptions.path ?? path.join(here, 'dist'), 'frames.json');
        // From the repository root, so tsx uses its tsconfig (the JSX runtime).
        const child = spawn(process.execPath, ['--import', 'tsx', script, out], { cwd: path.join(here, '..'), stdio: 'inherit' });
        child.on('error', reject);
        child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`prerendering the static frames failed (exit ${code})`))));
      }),
    );
  }
}

/**
 * Production builds also write dist/assets/static-page.<hash>.js, the script of the prerendered pages
 * in place of this entry (src/static-page.ts, decision 163), bundled on its own without federation,
 * and dist/static-page.json (STATIC_PAGE_SCRIPT_FILE) naming it for the gateway.
 */
class StaticPageScriptPlugin {
  apply(compiler) {
    if (compiler.options.mode !== 'production') return;
    compiler.hooks.afterEmit.tapPromise('StaticPageScriptPlugin', async (compilation) => {
      const outDir = compilation.outputOptions.path ?? path.join(here, 'dist');
      const file = await bundleSmallScript({ context: here, entry: './src/static-page.ts', outDir: path.join(outDir, 'assets'), name: 'static-page' });
      writeFileSync(path.join(outDir, STATIC_PAGE_SCRIPT_FILE), `${JSON.stringify({ script: `/assets/${file}` })}\n`);
    });
  }
}

/** @type {import('@rspack/core').Configuration} */
export default (_env, argv) => {
  const production = (argv?.mode ?? process.env.NODE_ENV) !== 'development';
  return {
    context: here,
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    entry: { main: './src/index.ts' },
    output: {
      path: path.resolve(here, 'dist'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      cssFilename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
      cssChunkFilename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: 'tackle_shell',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
      alias: { 'react-router-dom$': routerFacade, 'react-router$': routerProductionBuild(require), zod$: zodFacade },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
              target: 'es2022',
            },
          },
          type: 'javascript/auto',
        },
        {
          test: /\.css$/,
          use: [{ loader: 'postcss-loader', options: { postcssOptions: { plugins: { '@tailwindcss/postcss': {} } } } }],
          type: 'css/auto',
        },
        { test: /\.(png|jpe?g|gif|webp|avif|svg)$/i, type: 'asset/resource' },
        // The contracts are declarations only: what the shell does not use is left out of its bundle.
        { test: /[\\/]contracts[\\/]src[\\/]/, sideEffects: false },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: './src/index.html',
        inject: 'body',
        scriptLoading: 'defer',
        templateParameters: { favicon },
        minify: production,
      }),
      new ModuleFederationPlugin({
        name: 'shell',
        // Remotes are registered at runtime from window.location.origin (src/remotes.tsx).
        remotes: {},
        shared,
        dts: false,
        manifest: false,
        // The remotes are built without their own copy of the federation runtime and use this one
        // (decision 100).
        experiments: { provideExternalRuntime: true },
      }),
      // The web app manifest and its icons (scripts/make-icons.ts), served at / (decision 116).
      new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', to: '.' }] }),
      new StartupManifestPlugin(),
      new PrerenderFramesPlugin(),
      new StaticPageScriptPlugin(),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
    ],
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      splitChunks: {
        cacheGroups: {
          // The contracts modules the shell shares (decision 154) in one chunk of their own: each
          // shared module is a chunk group, and these small modules were copied into several.
          sharedContracts: {
            test: new RegExp(`[\\\\/]contracts[\\\\/]src[\\\\/](${SHARED_CONTRACTS.join('|')})\\.ts$`),
            name: 'contracts',
            chunks: 'all',
            enforce: true,
          },
          // The shared third-party modules (React, React DOM, the router, React Query, jotai, zod)
          // in one chunk: the shell provides them all and runs them all before its first screen, so
          // ten small files were ten requests for nothing (decision 171).
          startupVendor: {
            test: STARTUP_VENDOR,
            name: 'vendor',
            chunks: 'async',
            enforce: true,
          },
        },
      },
    },
    performance: { hints: false },
    devServer: {
      port: 3000,
      historyApiFallback: true,
      proxy: [{ context: ['/api', '/idp', '/remotes', '/app-config.json'], target: 'http://localhost:5000' }],
    },
    stats: production ? 'normal' : 'minimal',
  };
};
