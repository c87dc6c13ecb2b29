import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prerenderedPagesSchema } from '@tackle/contracts';
import { GUIDE_PAGE } from '../content/guide';
import { KNOTS_PAGE } from '../content/knots';
import { SAFETY_PAGE } from '../content/safety';
import { TECHNIQUES_PAGE } from '../content/techniques';
import { renderPages } from './pages';

// Decisions 100 and 134: the build renders the landing page and the educational pages to HTML, which
// the gateway serves to a visitor who is not signed in.

const SCRIPT = '/remotes/public/static/page.0123456789.js';
const pages = renderPages(SCRIPT);
const routePages = JSON.parse(readFileSync(join(import.meta.dirname, '../../../shell/src/route-pages.json'), 'utf8')) as {
  routes: Record<string, { id: string; protected: boolean }>;
};

describe('the prerendered pages', () => {
  it("are the landing page and every route of the shell's route table that shows one of this remote's pages", () => {
    const publicRoutes = Object.entries(routePages.routes)
      .filter(([, route]) => route.id.startsWith('public/') && !route.protected)
      .map(([path]) => path);
    expect(Object.keys(pages).sort()).toEqual(['/', ...publicRoutes].sort());
    expect(prerenderedPagesSchema.safeParse(pages).success).toBe(true);
  });

  it('give the landing page whole, with no script and the shell page’s own title', () => {
    const landing = pages['/']!;
    expect(landing.framed).toBe(false);
    expect(landing.title).toBeUndefined();
    expect(landing.html).toContain('Know every piece of tackle you own');
    expect(landing.html).toContain('<main id="main-content"');
    expect(landing.html).not.toContain('<script');
  });

  it('give each educational page its title, description and content, for the public frame, with the one script', () => {
    const copies = { '/techniques': TECHNIQUES_PAGE, '/guide': GUIDE_PAGE, '/knots': KNOTS_PAGE, '/safety': SAFETY_PAGE };
    for (const [path, copy] of Object.entries(copies)) {
      const page = pages[path]!;
      expect(page, path).toMatchObject({ framed: true, title: copy.documentTitle, description: copy.description });
      expect(page.html, path).toContain(`<h1 class="text-3xl font-bold tracking-tight sm:text-4xl">${copy.heading}</h1>`);
      // The frame has the <main>; the page is what goes in it.
      expect(page.html, path).not.toContain('<main');
      expect(page.html.match(/<script/g), path).toHaveLength(1);
      expect(page.html.endsWith(`<script defer src="${SCRIPT}"></script>`), path).toBe(true);
    }
  });

  it('hold every tab’s content, the panels after the first hidden with theirs in a template', () => {
    const knots = pages['/knots']!.html;
    expect(knots.match(/role="tabpanel"/g)).toHaveLength(3);
    expect(knots.match(/role="tabpanel"[^>]*hidden=""/g)).toHaveLength(2);
    expect(knots.match(/<template>/g)).toHaveLength(2);
    // Palomar is on 'All' and 'Terminal'.
    expect(knots.match(/>Palomar<\/h2>/g)).toHaveLength(2);
  });

  it('carry no style attribute and no hidden form input (a style-src without unsafe-inline would pass them)', () => {
    for (const [path, page] of Object.entries(pages)) {
      expect(page.html, path).not.toMatch(/ style=|<input/);
    }
    // Every checkbox of the safety page is still there, with its tick.
    const safety = pages['/safety']!.html;
    expect(safety.match(/role="checkbox"/g)?.length).toBeGreaterThan(10);
    expect(safety.match(/role="checkbox"/g)?.length).toBe(safety.match(/<span data-state="unchecked"/g)?.length);
  });
});
