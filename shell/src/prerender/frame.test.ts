import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import routePages from '../route-pages.json';
import { AUTH_FRAME_KEYS, PUBLIC_FRAME_SLOT, publicFrameSchema } from '@tackle/contracts';
import { FRAME_NEEDS_USER_ATTRIBUTE, FRAME_USER_AREA_ATTRIBUTE, FRAME_USER_ATTRIBUTE } from '../static-frame';
import { LINE_AGE_SECTION } from '../settings/LineAgeSection';
import { UNITS_SECTION } from '../settings/UnitsSection';
import { renderFrames, renderPublicFrame } from './frame';

// Decision 102: every signed-in page has a static first frame, hidden from assistive technology,
// with the heading its remote page renders as its <h1>; a page whose heading is its item's (a
// trip's name on /trips/:id, decision 126) has none. Decision 156: the shell's own pages
// (/dashboard, /settings) too, the dashboard's greeting with an empty slot for the angler's name.

/** Routes with a frame: protected, and not a pattern whose heading only the item knows. */
const framed = ([path, route]: [string, { protected: boolean; heading?: string }]) => route.protected && !(path.includes('/:') && !route.heading);

const repo = join(import.meta.dirname, '../../..');
const sourcesOf = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourcesOf(path);
    return name.endsWith('.tsx') && !name.endsWith('.test.tsx') ? [readFileSync(path, 'utf8')] : [];
  });
const REMOTE_FOLDERS: Record<string, string> = { gear: 'mfe-gear/src', catches: 'mfe-catches/src', conditions: 'mfe-conditions/src', shell: 'shell/src/pages' };
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The heading as the frame writes it: the angler's name is an empty slot the entry fills. */
const NAME_SLOT = `<span ${FRAME_USER_ATTRIBUTE}=""></span>`;
const frameHeading = (heading: string) => heading.replace('{username}', NAME_SLOT);

const signInFrameKeys: string[] = Object.values(AUTH_FRAME_KEYS);

/** The signed-in pages' frames (without the sign-in form's). */
const signedInFrames = () => Object.fromEntries(Object.entries(renderFrames()).filter(([key]) => !signInFrameKeys.includes(key)));

describe('the static frames of the signed-in pages', () => {
  const frames = signedInFrames();
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
      expect(html, path).toContain(`>${frameHeading(heading.heading ?? '')}</div>`);
      expect(html, path).toContain('aria-label="Tackle home"');
    }
  });

  it("show the heading each page (a remote's or the shell's) renders as its <h1>", () => {
    for (const [path, route] of routes) {
      if (!framed([path, route])) continue;
      const remote = route.id.split('/')[0] ?? '';
      const sources = sourcesOf(join(repo, REMOTE_FOLDERS[remote] ?? 'missing')).join('\n');
      const heading = escape(route.heading ?? '');
      const asH1 = new RegExp(`<h1 [^>]*>${heading}</h1>|<(?:ListPage|PageHeading)\\s+title="${heading}"`);
      expect(sources, `${path}: "${route.heading}"`).toMatch(asH1);
    }
  });

  it('show the line under the heading where the page has one, as the page writes it (decision 139)', () => {
    const described = routes.filter(([, route]) => route.description !== undefined);
    expect(described.length).toBeGreaterThan(0);
    for (const [path, route] of described) {
      const description = route.description ?? '';
      const remote = route.id.split('/')[0] ?? '';
      const sources = sourcesOf(join(repo, REMOTE_FOLDERS[remote] ?? 'missing')).join('\n').replace(/\s+/g, ' ');
      const written = new RegExp(`</h1> <p className="((?:mt-1 )?text-muted-foreground)"> ?${escape(description)} ?</p>`).exec(sources);
      expect(written, `${path}: "${description}"`).not.toBeNull();
      expect(frames[path], path).toContain(`<div class="${written?.[1] ?? ''}">${description}</div>`);
    }
  });
});

describe("the static frames of the shell's own pages (decision 156)", () => {
  const frames = signedInFrames();
  const source = (name: string) => readFileSync(join(repo, 'shell/src/pages', name), 'utf8');
  /** The page's outer container and its <h1>'s classes, as the page's source writes them. */
  const classesOf = (code: string) => ({
    page: /return \(\s*<div className="([^"]+)"/.exec(code)?.[1],
    heading: /<h1 className="([^"]+)"/.exec(code)?.[1],
  });

  it('exist for /dashboard and /settings, with the page\'s container and heading classes', () => {
    for (const [path, file] of [['/dashboard', 'Dashboard.tsx'], ['/settings', 'Settings.tsx']] as const) {
      const html = frames[path];
      expect(html, path).toBeDefined();
      const { page, heading } = classesOf(source(file));
      expect(page, file).toBeDefined();
      expect(html, path).toContain(`<div class="${page}">`);
      expect(html, path).toContain(`<div class="${heading}">`);
    }
  });

  it("greet the angler by a name slot only on the dashboard, whose page area waits for it; every top bar has one", () => {
    const dashboard = frames['/dashboard'] ?? '';
    expect(dashboard).toContain(`>Welcome back, ${NAME_SLOT}!</div>`);
    expect(dashboard.match(new RegExp(`${FRAME_USER_ATTRIBUTE}=`, 'g'))).toHaveLength(2);
    expect(dashboard.match(new RegExp(`${FRAME_NEEDS_USER_ATTRIBUTE}=`, 'g'))).toHaveLength(1);
    // Beside the greeting, its buttons, so it wraps as on the page.
    expect(dashboard).toMatch(/<a [^>]*href="\/catches"[^>]*>.*Quick Catch<\/a>/);
    for (const [path, html] of Object.entries(frames)) {
      expect(html, path).toContain(`<span class="truncate" ${FRAME_USER_ATTRIBUTE}=""></span>`);
      // The top bar's user area, hidden while that slot is empty (styles.css), holds it.
      expect(html, path).toMatch(new RegExp(`<div [^>]*${FRAME_USER_AREA_ATTRIBUTE}=""><button[^>]*>(?:(?!</div>).)*${FRAME_USER_ATTRIBUTE}=""`));
      if (path !== '/dashboard') expect(html, path).not.toContain(FRAME_NEEDS_USER_ATTRIBUTE);
    }
  });

  it("show the first sections of /settings with their descriptions as the page writes them (its LCP element on a phone)", () => {
    const html = frames['/settings'] ?? '';
    const units = html.indexOf(`>${UNITS_SECTION.description}</p>`);
    const lineAge = html.indexOf(`>${LINE_AGE_SECTION.description}</p>`);
    expect(units).toBeGreaterThan(0);
    expect(lineAge).toBeGreaterThan(units);
    expect(html).toContain(`>${UNITS_SECTION.title}</div>`);
    expect(html).toContain(`>${LINE_AGE_SECTION.title}</div>`);
    // The page renders these two sections first, in this order.
    const page = source('Settings.tsx');
    expect(page.indexOf('<UnitsSection />')).toBeLessThan(page.indexOf('<LineAgeSection />'));
    expect(page.indexOf('<LineAgeSection />')).toBeLessThan(page.indexOf('<ImportsSection />'));
    expect(html).not.toContain('style=');
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

// Decision 164: the sign-in form's frame for a visitor, one per tab, the screen the app draws.
describe("the sign-in form's frames", () => {
  const frames = renderFrames();

  it('are one hidden, inert element for /auth, with no heading, landmark or script of their own', () => {
    for (const key of signInFrameKeys) {
      const html = frames[key] ?? '';
      expect(html, key).toMatch(/^<div id="static-frame" data-path="\/auth" aria-hidden="true" inert="">/);
      expect(html.match(/id="static-frame"/g), key).toHaveLength(1);
      expect(html, key).not.toMatch(/<h[1-6]|<main|id="main-content"|<script/);
      expect(html, key).toContain('>Welcome to Tackle</div>');
      expect(html, key).toContain('>Sign in to your account or create a new one.</p>');
      expect(html, key).toContain('>Read our fishing guides</a>');
      // Nothing the content security policy's style-src would need 'unsafe-inline' for (decision 090).
      expect(html, key).not.toContain(' style=');
    }
  });

  it("open on their tab, with the form's fields and button disabled", () => {
    for (const [tab, key] of Object.entries(AUTH_FRAME_KEYS)) {
      const html = frames[key] ?? '';
      const submit = tab === 'register' ? 'Register' : 'Login';
      expect(html, key).toMatch(new RegExp(`aria-selected="true"[^>]*>${submit}</button>`));
      expect(html, key).toContain(`<form noValidate="" class="grid gap-4" aria-label="${submit}"><fieldset disabled="" class="contents">`);
      expect(html, key).toMatch(new RegExp(`type="submit"[^>]*>${submit}</button></fieldset></form>`));
      expect(html.match(/<input /g), key).toHaveLength(2);
      expect(html, key).toContain(tab === 'register' ? 'autoComplete="new-password"' : 'autoComplete="current-password"');
    }
  });
});
