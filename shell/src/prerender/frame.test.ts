import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import routePages from '../route-pages.json';
import { renderFrames } from './frame';

// Decision 102: every signed-in page has a static first frame, hidden from assistive technology,
// with the heading its remote page renders as its <h1>; a page whose heading is its item's (a
// trip's name on /trips/:id, decision 126) has none.

/** Routes with a frame: protected, and not a pattern whose heading only the item knows. */
const framed = ([path, route]: [string, { protected: boolean; heading?: string }]) => route.protected && !(path.includes('/:') && !route.heading);

const repo = join(import.meta.dirname, '../../..');
const sourcesOf = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourcesOf(path);
    return name.endsWith('.tsx') && !name.endsWith('.test.tsx') ? [readFileSync(path, 'utf8')] : [];
  });
const REMOTE_FOLDERS: Record<string, string> = { gear: 'mfe-gear/src', catches: 'mfe-catches/src', conditions: 'mfe-conditions/src' };

describe('the static frames of the signed-in pages', () => {
  const frames = renderFrames();
  const routes = Object.entries(routePages.routes as Record<string, { id: string; protected: boolean; heading?: string }>);

  it('exist for every protected route and for nothing else', () => {
    expect(Object.keys(frames).sort()).toEqual(
      routes
        .filter(framed)
        .map(([path]) => path)
        .sort(),
    );
  });

  it('are one hidden, inert element naming their route, with the heading but no heading element', () => {
    for (const [path, html] of Object.entries(frames)) {
      expect(html, path).toMatch(new RegExp(`^<div id="static-frame" data-path="${path}" aria-hidden="true" inert="">`));
      expect(html.match(/id="static-frame"/g), path).toHaveLength(1);
      expect(html, path).not.toMatch(/<h[1-6]|<main|id="main-content"|<script/);
      const heading = routePages.routes[path as keyof typeof routePages.routes] as { heading?: string };
      expect(html, path).toContain(`>${heading.heading}</div>`);
      expect(html, path).toContain('aria-label="Tackle home"');
    }
  });

  it("show the heading each remote page renders as its <h1>", () => {
    for (const [path, route] of routes) {
      if (!framed([path, route])) continue;
      const remote = route.id.split('/')[0] ?? '';
      const sources = sourcesOf(join(repo, REMOTE_FOLDERS[remote] ?? 'missing')).join('\n');
      const asH1 = new RegExp(`<h1 [^>]*>${route.heading}</h1>|<(?:ListPage|PageHeading)\\s+title="${route.heading}"`);
      expect(sources, `${path}: "${route.heading}"`).toMatch(asH1);
    }
  });
});
