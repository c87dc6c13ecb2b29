// Module Federation remote 'public' (build/remote-config.mjs), served by the gateway at /remotes/public/.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { remoteConfig } from '../build/remote-config.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));
/** Where the gateway serves this remote's dist/ (services/gateway/src/static.ts, defaultSites). */
const SERVED_AT = '/remotes/public/';
/** The pages' script, beside the remote's bundle (dist/static/). */
const STATIC_DIR = 'static';

/**
 * Bundles src/static/enhance.ts, the one script of the prerendered pages (no React, no federation),
 * into dist/static/; resolves to its file name.
 */
function bundlePagesScript(outDir) {
  const compiler = rspack({
    mode: 'production',
    context: dirname,
    target: 'web',
    entry: './src/static/enhance.ts',
    output: { path: outDir, filename: 'page.[contenthash:10].js', iife: true, clean: true },
    resolve: { extensions: ['.ts', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
          type: 'javascript/auto',
        },
        // Only the names the script uses, not the contracts' schemas (and not zod).
        { test: /[\\/]contracts[\\/]src[\\/]/, sideEffects: false },
      ],
    },
    optimization: { minimize: true },
    devtool: false,
    performance: { hints: false },
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      if (!stats || stats.hasErrors()) return reject(new Error(`bundling the prerendered pages' script failed:\n${stats?.toString('errors-only') ?? ''}`));
      const file = stats.toJson({ all: false, assets: true }).assets?.find((asset) => asset.name.endsWith('.js'))?.name;
      if (!file) return reject(new Error("bundling the prerendered pages' script emitted no script"));
      resolve(file);
    });
  });
}

function prerender(out, scriptUrl) {
  return new Promise((resolve, reject) => {
    const script = path.join(dirname, 'src/prerender/pages.tsx');
    // From the repository root, so tsx uses its tsconfig (the JSX runtime).
    const child = spawn(process.execPath, ['--import', 'tsx', script, out, scriptUrl], { cwd: path.join(dirname, '..'), stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`prerendering the public pages failed (exit ${code})`))));
  });
}

/**
 * Production builds also write dist/prerendered.json (PRERENDERED_PAGES_FILE): the landing page and
 * the educational pages rendered to HTML (src/prerender/pages.tsx), which the gateway serves to a
 * visitor who is not signed in (decisions 100 and 134), and dist/static/page.<hash>.js, the one
 * script those pages load.
 */
class PrerenderPagesPlugin {
  apply(compiler) {
    if (compiler.options.mode !== 'production') return;
    compiler.hooks.afterEmit.tapPromise('PrerenderPagesPlugin', async () => {
      const file = await bundlePagesScript(path.join(dirname, 'dist', STATIC_DIR));
      await prerender(path.join(dirname, 'dist/prerendered.json'), `${SERVED_AT}${STATIC_DIR}/${file}`);
    });
  }
}

export default remoteConfig({
  configUrl: import.meta.url,
  name: 'public',
  exposes: {
    './LandingPage': './src/pages/LandingPage.tsx',
    './TechniquesPage': './src/pages/TechniquesPage.tsx',
    './GuidePage': './src/pages/GuidePage.tsx',
    './KnotsPage': './src/pages/KnotsPage.tsx',
    './SafetyPage': './src/pages/SafetyPage.tsx',
  },
  port: 3101,
  plugins: [new PrerenderPagesPlugin()],
});
