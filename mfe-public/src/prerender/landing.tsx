/**
 * Renders the landing page to HTML at build time (decision 100): `node --import tsx
 * mfe-public/src/prerender/landing.tsx <out file>`, run by this remote's production build
 * (rspack.config.mjs) after it has emitted. The gateway puts the result into the shell's index.html
 * for `/` when nobody is signed in (services/gateway/src/static.ts), so the first paint already
 * shows the page; the shell then leaves it as it is (shell/src/index.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import LandingPage from '../pages/LandingPage';

/** The element the shell looks for (shell/src/index.ts). */
export const STATIC_LANDING_ID = 'static-landing';

const out = process.argv[2];
if (!out) throw new Error('usage: landing.tsx <out file>');
const html = renderToStaticMarkup(
  <StaticRouter location="/">
    <LandingPage />
  </StaticRouter>,
);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `<div id="${STATIC_LANDING_ID}">${html}</div>`);
