// A script bundled on its own, without React and without Module Federation: a few KiB that a page
// runs instead of the app (the prerendered pages' scripts, decisions 134 and 163), or the service
// worker (scripts/build-service-worker.ts, decision 116).
import { rspack } from '@rspack/core';

/**
 * Bundles `entry` (a TypeScript file, relative to `context`) into `outDir` as `<name>.<hash>.js` (or
 * `filename`), one file, minified; resolves to that file's name. `clean` empties `outDir` first (a
 * folder of its own); `target` is `web` or `webworker`; `plugins` are rspack's (a DefinePlugin).
 */
export function bundleSmallScript({ context, entry, outDir, name, filename = `${name}.[contenthash:10].js`, clean = false, target = 'web', plugins = [] }) {
  const compiler = rspack({
    mode: 'production',
    context,
    target,
    entry,
    output: { path: outDir, filename, iife: true, clean },
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
    plugins,
    // One file: a dynamic import in the script would need chunk loading it does not have.
    optimization: { minimize: true, splitChunks: false },
    devtool: false,
    performance: { hints: false },
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      if (!stats || stats.hasErrors()) return reject(new Error(`bundling ${entry} failed:\n${stats?.toString('errors-only') ?? ''}`));
      const jsFiles = (stats.toJson({ all: false, assets: true }).assets ?? []).map((asset) => asset.name).filter((file) => file.endsWith('.js'));
      if (jsFiles.length !== 1) return reject(new Error(`bundling ${entry} emitted ${jsFiles.length} scripts, not one: ${jsFiles.join(', ')}`));
      resolve(jsFiles[0]);
    });
  });
}
