// Module Federation remote 'public' (build/remote-config.mjs), served by the gateway at /remotes/public/.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteConfig } from '../build/remote-config.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

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
  plugins: [new PrerenderLandingPlugin()],
});
