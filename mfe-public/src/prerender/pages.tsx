/**
 * Renders the public remote's pages to HTML at build time (decisions 100 and 134): `node --import
 * tsx mfe-public/src/prerender/pages.tsx <out file> <script url>`, run by this remote's production
 * build (rspack.config.mjs) once it has bundled the pages' script (src/static/enhance.ts) to
 * `<script url>`. The output (PRERENDERED_PAGES_FILE) maps each route to its page; the gateway serves
 * it inside the shell's page to a visitor who is not signed in (services/gateway/src/static.ts), the
 * educational pages inside the shell's public frame, and the shell's entry leaves it as it is
 * (shell/src/index.ts). The same components render these routes inside the app (client-side
 * navigation, signed in), so both always come from the same build of this remote.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { PrerenderedPages } from '@tackle/contracts';
import { withoutInlineStyles } from '@tackle/ui';
import type { PageCopy } from '../content/common';
import { GUIDE_PAGE } from '../content/guide';
import { KNOTS_PAGE } from '../content/knots';
import { SAFETY_PAGE } from '../content/safety';
import { TECHNIQUES_PAGE } from '../content/techniques';
import GuidePage from '../pages/GuidePage';
import KnotsPage from '../pages/KnotsPage';
import LandingPage from '../pages/LandingPage';
import SafetyPage from '../pages/SafetyPage';
import TechniquesPage from '../pages/TechniquesPage';
import { StaticMarkup } from '../static/static-markup';

interface PrerenderedRoute {
  Page: ComponentType;
  /** Its title and description; none: the shell page's own (the landing page). */
  copy: PageCopy | null;
  /** Inside the shell's public frame; the landing page brings its own header and footer. */
  framed: boolean;
  /** Needs the pages' script (tabs, checklists); the landing page is links only. */
  interactive: boolean;
}

/** The routes of the shell's route table (shell/src/App.tsx) that show this remote's pages to a visitor. */
export const PRERENDERED_ROUTES: Readonly<Record<string, PrerenderedRoute>> = {
  '/': { Page: LandingPage, copy: null, framed: false, interactive: false },
  '/techniques': { Page: TechniquesPage, copy: TECHNIQUES_PAGE, framed: true, interactive: true },
  '/guide': { Page: GuidePage, copy: GUIDE_PAGE, framed: true, interactive: true },
  '/knots': { Page: KnotsPage, copy: KNOTS_PAGE, framed: true, interactive: true },
  '/safety': { Page: SafetyPage, copy: SAFETY_PAGE, framed: true, interactive: true },
};

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** One route's page as it is prerendered (what src/static/enhance.ts works on). */
export function renderPage(path: string, Page: ComponentType): string {
  return withoutInlineStyles(
    renderToStaticMarkup(
      <StaticMarkup.Provider value>
        <StaticRouter location={path}>
          <Page />
        </StaticRouter>
      </StaticMarkup.Provider>,
    ),
  );
}

/** Every prerendered route's page; `scriptUrl`: where the pages' script is served. */
export function renderPages(scriptUrl: string): PrerenderedPages {
  const pages: PrerenderedPages = {};
  for (const [path, { Page, copy, framed, interactive }] of Object.entries(PRERENDERED_ROUTES)) {
    const script = interactive ? `<script defer src="${escapeAttribute(scriptUrl)}"></script>` : '';
    pages[path] = { html: `${renderPage(path, Page)}${script}`, framed, ...(copy ? { title: copy.documentTitle, description: copy.description } : {}) };
  }
  return pages;
}

// Run as a script (the build): write the file; imported (tests): only export renderPages.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [out, scriptUrl] = process.argv.slice(2);
  if (!out || !scriptUrl) throw new Error('usage: pages.tsx <out file> <script url>');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(renderPages(scriptUrl))}\n`);
}
