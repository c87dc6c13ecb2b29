// Module Federation remote 'public' (build/remote-config.mjs), served by the gateway at /remotes/public/.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteConfig } from '../build/remote-config.mjs';
import { bundleSmallScript } from '../build/small-script.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));
/** Where the gateway serves this remote's dist/ (services/gateway/src/static.ts, defaultSites). */
const SERVED_AT = '/remotes/public/';
/** The pages' script, beside the remote's bundle (dist/static/). */
const STATIC_DIR = 'static';

/**
 * Bundles src/static/enhance.ts, the one script of the prerendered pages (no React, no federation),
 * into dist/static/; resolves to its file name.
 */
const bundlePagesScript = (outDir) => bundleSmallScript({ context: dirname, entry: './src/static/enhance.ts', outDir, name: 'page', clean: true });

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
