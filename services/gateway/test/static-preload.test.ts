import { rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN_HINT_COOKIE } from '../src/static';
import { servedBuilds } from './static-site';

// Decision 101: the shell's page names, in <head>, the scripts a route's first screen needs (from the
// shell build's startup.json and the route's remote manifest), so they all download at once.
const SHELL_INDEX = '<!doctype html><html><head><title>Tackle</title></head><body><div id="root"></div><script defer src="/assets/main.js"></script></body></html>';
const STARTUP = {
  scripts: ['/assets/bootstrap.1.js', '/assets/react-dom.2.js', '/assets/oidc.3.js'],
  remotes: { gear: '/remotes/gear/mf-manifest.json', public: '/remotes/public/mf-manifest.json' },
  routes: {
    '/gear': { id: 'gear/GearPage', protected: true },
    '/gear/:id': { id: 'gear/GearItemPage', protected: true, map: true },
    '/knots': { id: 'public/KnotsPage', protected: false },
  },
};
const manifest = (exposes: Record<string, string[]>) => ({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: Object.entries(exposes).map(([name, sync]) => ({ name, path: `./${name}`, assets: { js: { sync, async: ['lazy.js'] } } })),
});
const signedIn = { cookie: `${SIGNED_IN_HINT_COOKIE}=1` };


const page = async (path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${site.base}${path}`, { headers });
  expect(res.status, path).toBe(200);
  return res.text();
};
const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="(\w+)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);

const site = servedBuilds({
  'shell/index.html': SHELL_INDEX,
  'shell/startup.json': JSON.stringify(STARTUP),
  'gear/mf-manifest.json': JSON.stringify(manifest({ GearPage: ['zod.js', 'gear-page.js'], GearItemPage: ['gear-item.js'] })),
  // Decision 175: the map's part, loaded lazily by the pages that draw a map (with a chunk it shares
  // with its page), and another lazy part.
  'gear/page-chunks.json': JSON.stringify({ GearPage: ['zod.js', 'gear-page.js'], GearItemPage: ['gear-item.js'], 'lazy/map': ['gear-item.js', 'leaflet.js', 'map.js', 'map.css', 'map.css.map'], 'lazy/charts': ['charts.js'] }),
  'public/mf-manifest.json': JSON.stringify(manifest({ KnotsPage: ['knots.js'] })),
  // Decision 153: the page's whole chunk group, with a chunk the manifest leaves out (shared with a
  // shared module's fallback); an entry that is not a list of files is not used.
  'public/page-chunks.json': JSON.stringify({ KnotsPage: ['knots.js', 'contracts.js'], Other: 'other.js' }),
}, { mapTileOrigin: 'https://tiles.example.org' });

const SHELL_PRELOADS = ['script /assets/bootstrap.1.js', 'script /assets/react-dom.2.js', 'script /assets/oidc.3.js', 'fetch /app-config.json'];

describe('preload links in the shell page', () => {
  it('name the shell start-up scripts and the app config on every app route, in <head>, at low priority', async () => {
    for (const path of ['/auth', '/dashboard', '/no-such-page']) {
      const html = await page(path);
      expect(preloads(html), path).toEqual(SHELL_PRELOADS);
      expect(html.indexOf('rel="preload"'), path).toBeLessThan(html.indexOf('</head>'));
    }
    const html = await page('/auth');
    expect(html).toContain('<link rel="preload" as="script" href="/assets/bootstrap.1.js" fetchpriority="low">');
    expect(html).toContain('<link rel="preload" as="fetch" href="/app-config.json" crossorigin fetchpriority="low">');
  });

  it("name only what starts the sign-in on /auth for a visitor, at the browser's usual priority (decision 164)", async () => {
    const withSignIn = { ...STARTUP, signIn: ['/assets/main.js', '/assets/signin.4.js', '/assets/oidc.3.js'] };
    writeFileSync(join(site.dir, 'shell/startup.json'), JSON.stringify(withSignIn));
    const later = new Date(Date.now() + 30_000);
    utimesSync(join(site.dir, 'shell/startup.json'), later, later);
    try {
      for (const path of ['/auth', '/auth?tab=register']) {
        const html = await page(path);
        expect(preloads(html), path).toEqual(['script /assets/main.js', 'script /assets/signin.4.js', 'script /assets/oidc.3.js', 'fetch /app-config.json']);
        expect(html, path).not.toContain('fetchpriority');
      }
      expect(await page('/auth')).toContain('<link rel="preload" as="fetch" href="/app-config.json" crossorigin>');
      // The form's page (the sign-in under way), a signed-in browser's /auth and every other route:
      // the app's start-up scripts, as before.
      for (const [path, headers] of [['/auth?interaction=abc', {}], ['/auth', signedIn], ['/dashboard', {}], ['/auth/callback', {}]] as const) {
        expect(preloads(await page(path, headers)), path).toEqual(SHELL_PRELOADS);
      }
    } finally {
      writeFileSync(join(site.dir, 'shell/startup.json'), JSON.stringify(STARTUP));
      const after = new Date(Date.now() + 40_000);
      utimesSync(join(site.dir, 'shell/startup.json'), after, after);
    }
  });

  it("add a protected route's remote page (manifest, entry, the page's own chunks) when the browser says someone is signed in", async () => {
    expect(preloads(await page('/gear', signedIn))).toEqual([
      ...SHELL_PRELOADS,
      'fetch /remotes/gear/mf-manifest.json',
      'script /remotes/gear/remoteEntry.js',
      'script /remotes/gear/zod.js',
      'script /remotes/gear/gear-page.js',
    ]);
    // Signed out, /gear sends the visitor to /auth: its page is not fetched for nothing.
    expect(preloads(await page('/gear'))).toEqual(SHELL_PRELOADS);
    expect(preloads(await page('/gear/', signedIn))).toContain('script /remotes/gear/gear-page.js');
  });

  it('find the page of a route with a parameter (/trips/:id, decision 126), and nothing for a deeper path', async () => {
    expect(preloads(await page('/gear/3f1d2c4b-5a69-4788-9a0b-1c2d3e4f5a6b', signedIn)).slice(0, SHELL_PRELOADS.length + 3)).toEqual([
      ...SHELL_PRELOADS,
      'fetch /remotes/gear/mf-manifest.json',
      'script /remotes/gear/remoteEntry.js',
      'script /remotes/gear/gear-item.js',
    ]);
    expect(preloads(await page('/gear/a/b', signedIn))).toEqual(SHELL_PRELOADS);
  });

  it("ask for the map's scripts and stylesheet with the page that draws a map first, and only there (decision 175)", async () => {
    const item = await page('/gear/3f1d2c4b-5a69-4788-9a0b-1c2d3e4f5a6b', signedIn);
    // The chunk the part shares with the page: named once, with the page.
    expect(preloads(item).slice(SHELL_PRELOADS.length + 3)).toEqual(['script /remotes/gear/leaflet.js', 'script /remotes/gear/map.js', 'style /remotes/gear/map.css']);
    expect(item).toContain('<link rel="preload" as="style" href="/remotes/gear/map.css" fetchpriority="low">');
    // The page that lists (no map first), signed out (no page), and another lazy part: not asked for.
    for (const [path, headers] of [['/gear', signedIn], ['/gear/3f1d2c4b-5a69-4788-9a0b-1c2d3e4f5a6b', {}], ['/knots', {}]] as const) {
      const html = await page(path, headers);
      expect(html, path).not.toContain('map.js');
      expect(html, path).not.toContain('charts.js');
    }
  });

  it('open the connection to the map tile server on a page that draws a map first, and only there (decision 174)', async () => {
    const item = await page('/gear/3f1d2c4b-5a69-4788-9a0b-1c2d3e4f5a6b', signedIn);
    expect(item).toContain('<link rel="preconnect" href="https://tiles.example.org">');
    expect(item.indexOf('rel="preconnect"')).toBeLessThan(item.indexOf('</head>'));
    // Signed out the page is not shown (the visitor goes to /auth); other pages draw no map first.
    for (const [path, headers] of [['/gear/3f1d2c4b-5a69-4788-9a0b-1c2d3e4f5a6b', {}], ['/gear', signedIn], ['/knots', {}], ['/dashboard', signedIn]] as const) {
      expect(await page(path, headers), path).not.toContain('rel="preconnect"');
    }
  });

  it("add a public route's remote page for anyone, with every chunk its loader asks for at once (page-chunks.json)", async () => {
    expect(preloads(await page('/knots'))).toEqual([
      ...SHELL_PRELOADS,
      'fetch /remotes/public/mf-manifest.json',
      'script /remotes/public/remoteEntry.js',
      'script /remotes/public/knots.js',
      'script /remotes/public/contracts.js',
    ]);
  });

  it('follow a rebuild of a remote and leave the page as built when the start-up manifest is missing', async () => {
    writeFileSync(join(site.dir, 'gear/mf-manifest.json'), JSON.stringify(manifest({ GearPage: ['gear-page.rebuilt.js'] })));
    const later = new Date(Date.now() + 5000);
    utimesSync(join(site.dir, 'gear/mf-manifest.json'), later, later);
    expect(preloads(await page('/gear', signedIn))).toContain('script /remotes/gear/gear-page.rebuilt.js');
    // Its page-chunks.json too (each file kept until its build writes it again).
    writeFileSync(join(site.dir, 'public/page-chunks.json'), JSON.stringify({ KnotsPage: ['knots.rebuilt.js'] }));
    utimesSync(join(site.dir, 'public/page-chunks.json'), later, later);
    expect(preloads(await page('/knots'))).toContain('script /remotes/public/knots.rebuilt.js');
    expect(preloads(await page('/knots'))).not.toContain('script /remotes/public/contracts.js');

    rmSync(join(site.dir, 'shell/startup.json'));
    expect(await page('/gear', signedIn)).toBe(SHELL_INDEX);
  });
});
