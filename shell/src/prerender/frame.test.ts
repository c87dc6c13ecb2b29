import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import routePages from '../route-pages.json';
import { PUBLIC_FRAME_SLOT, publicFrameSchema } from '@tackle/contracts';
import { renderFrames, renderPublicFrame } from './frame';

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
  const routes = Object.entries(routePages.routes as Record<string, { id: string; protected: boolean; heading?: string; description?: string }>);

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

  it('show the line under the heading where the page has one, as the page writes it (decision 139)', () => {
    const described = routes.filter(([, route]) => route.description !== undefined);
    expect(described.length).toBeGreaterThan(0);
    for (const [path, route] of described) {
      const description = route.description ?? '';
      expect(frames[path], path).toContain(`<div class="text-muted-foreground">${description}</div>`);
      const remote = route.id.split('/')[0] ?? '';
      const sources = sourcesOf(join(repo, REMOTE_FOLDERS[remote] ?? 'missing')).join('\n').replace(/\s+/g, ' ');
      expect(sources, `${path}: "${description}"`).toContain(`</h1> <p className="text-muted-foreground"> ${description} </p>`);
    }
  });
});

// Decision 134: the frame the gateway serves the prerendered educational pages in, for a visitor.
describe('the public frame', () => {
  const html = renderPublicFrame();

  it('has one place for the page, in its <main>', () => {
    expect(publicFrameSchema.safeParse({ html }).success).toBe(true);
    expect(html.split(PUBLIC_FRAME_SLOT)).toHaveLength(2);
    expect(html).toMatch(new RegExp(`<main id="main-content" tabindex="-1" [^>]*>${PUBLIC_FRAME_SLOT}</main>`));
  });

  it('has the skip link, home, Login, Get Started and the Learn links as plain links', () => {
    expect(html).toContain('<a href="#main-content"');
    expect(html).toMatch(/<a aria-label="Tackle home" [^>]*href="\/"|<a [^>]*href="\/"[^>]*aria-label="Tackle home"/);
    expect(html).toMatch(/<a [^>]*href="\/auth"[^>]*>Login<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/auth\?tab=register"[^>]*>Get Started<\/a>/);
    for (const [path, label] of [['/techniques', 'Techniques'], ['/guide', 'Guide'], ['/knots', 'Knots'], ['/safety', 'Safety']]) {
      expect(html, label).toMatch(new RegExp(`<a [^>]*href="${path}"[^>]*>${label}</a>`));
    }
    expect(html).not.toMatch(/<script|<h1| style=/);
  });
});
