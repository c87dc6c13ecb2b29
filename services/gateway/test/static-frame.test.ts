import { rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_FRAME_KEYS, PRERENDERED_PAGES_FILE } from '@tackle/contracts';
import { DEFERRED_PRELOADS_ID, SIGNED_IN_HINT_COOKIE } from '../src/static';
import { servedBuilds } from './static-site';

// Decision 102: a protected route's page, for a browser with the signed-in hint, starts as the
// static first frame the shell's build prerendered for it (frames.json), in front of the app root.
const SHELL_INDEX = '<!doctype html><html><head><title>Tackle</title></head><body><div id="root"></div><script defer src="/assets/main.js"></script></body></html>';
const GEAR_FRAME = '<div id="static-frame" data-path="/gear" aria-hidden="true" inert=""><div class="text-3xl">Gear Inventory</div></div>';
// `$&` and `$'` would be replacement patterns in String.prototype.replace: inserted as they are.
const STATS_FRAME = '<div id="static-frame" data-path="/stats" aria-hidden="true" inert=""><div>Fishing $& $\' Statistics</div></div>';
// Decision 156: a page of the shell itself (no remote), its greeting with the slot the shell fills.
const DASHBOARD_FRAME = '<div id="static-frame" data-path="/dashboard" aria-hidden="true" inert=""><div data-frame-needs-user="">Welcome back, <span data-frame-user=""></span>!</div></div>';
const LANDING = '<h1>Know every piece of tackle you own.</h1>';
const signedIn = { cookie: `${SIGNED_IN_HINT_COOKIE}=1` };
const STARTUP = {
  scripts: ['/assets/bootstrap.1.js'],
  remotes: {},
  routes: {
    '/dashboard': { id: 'shell/Dashboard', protected: true },
    '/settings': { id: 'shell/Settings', protected: true },
    '/gear': { id: 'gear/GearPage', protected: true },
    '/knots': { id: 'public/KnotsPage', protected: false },
  },
};
const PRELOAD = '<link rel="preload" as="script" href="/assets/bootstrap.1.js" fetchpriority="low">';

const site = servedBuilds({
  'shell/index.html': SHELL_INDEX,
  [`public/${PRERENDERED_PAGES_FILE}`]: JSON.stringify({ '/': { html: LANDING, framed: false } }),
  'shell/startup.json': JSON.stringify(STARTUP),
});

const page = async (path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${site.base}${path}`, { headers });
  expect(res.status, path).toBe(200);
  expect(res.headers.get('vary'), path).toContain('Cookie');
  return res.text();
};
const writeFrames = (frames: Record<string, unknown>) => {
  writeFileSync(join(site.dir, 'shell/frames.json'), JSON.stringify(frames));
  // mtime resolution: make sure a rewritten file reads as changed.
  const later = new Date(Date.now() + Math.random() * 10_000 + 1000);
  utimesSync(join(site.dir, 'shell/frames.json'), later, later);
};

beforeAll(() => writeFrames({ '/gear': GEAR_FRAME, '/stats': STATS_FRAME, '/dashboard': DASHBOARD_FRAME }));

describe('the static first frame of a signed-in page', () => {
  it('is in front of the app root for a protected route when the browser says someone is signed in', async () => {
    for (const path of ['/gear', '/gear/', '/gear?type=rod']) {
      const html = await page(path, signedIn);
      expect(html, path).toContain(`<body>${GEAR_FRAME}<div id="root"></div>`);
      expect(html.match(/id="static-frame"/g), path).toHaveLength(1);
    }
    expect(await page('/stats', signedIn)).toContain(`${STATS_FRAME}<div id="root"></div>`);
  });

  it("holds the page's preload links back in a template (the shell starts them once the frame is painted)", async () => {
    const framed = await page('/gear', signedIn);
    expect(framed).toContain(`<template id="${DEFERRED_PRELOADS_ID}">${PRELOAD}<link rel="preload" as="fetch" href="/app-config.json"`);
    expect(framed.indexOf(`<template id="${DEFERRED_PRELOADS_ID}">`)).toBeLessThan(framed.indexOf('</head>'));
    expect(framed.match(/rel="preload"/g)?.length).toBe(framed.slice(framed.indexOf('<template'), framed.indexOf('</template>')).match(/rel="preload"/g)?.length);
    // Without a frame they are plain links in <head>, as before.
    for (const [path, headers] of [['/gear', {}], ['/auth', signedIn], ['/dashboard', {}], ['/settings', signedIn]] as const) {
      const html = await page(path, headers);
      expect(html, path).toContain(`${PRELOAD}`);
      expect(html, path).not.toContain('<template');
    }
  });

  it("is sent for a page of the shell itself as for a remote's, with the start-up scripts held back and no remote page (decision 156)", async () => {
    for (const path of ['/dashboard', '/dashboard/']) {
      const html = await page(path, signedIn);
      expect(html, path).toContain(`<body>${DASHBOARD_FRAME}<div id="root"></div>`);
      expect(html, path).toContain(`<template id="${DEFERRED_PRELOADS_ID}">${PRELOAD}<link rel="preload" as="fetch" href="/app-config.json" crossorigin fetchpriority="low"></template>`);
    }
    expect(await page('/dashboard')).not.toContain('static-frame');
  });

  it('is not sent to a visitor without the hint (the shell sends them to /auth)', async () => {
    for (const path of ['/gear', '/stats', '/gear?type=rod']) {
      const html = await page(path);
      expect(html, path).not.toContain('static-frame');
      expect(html, path).toContain(`<body><div id="root"></div>`);
    }
    expect(await page('/gear', { cookie: 'other=1' })).not.toContain('static-frame');
  });

  it('is only sent for the routes it was made for', async () => {
    for (const path of ['/settings', '/auth', '/auth/', '/auth/callback', '/knots']) {
      const html = await page(path, signedIn);
      expect(html, path).not.toContain('static-frame');
      expect(html, path).toContain('<body><div id="root"></div>');
    }
    // `/` without the hint is the landing page, never a frame.
    const landing = await page('/');
    expect(landing).toContain(LANDING);
    expect(landing).not.toContain('static-frame');
  });

  it("is the sign-in form's for a visitor on the form's address, on the tab the address names (decision 164)", async () => {
    const LOGIN_FRAME = '<div id="static-frame" data-path="/auth" aria-hidden="true" inert=""><div>Welcome to Tackle</div><button>Login</button></div>';
    const REGISTER_FRAME = LOGIN_FRAME.replace('<button>Login</button>', '<button>Register</button>');
    writeFrames({ '/gear': GEAR_FRAME, [AUTH_FRAME_KEYS.login]: LOGIN_FRAME, [AUTH_FRAME_KEYS.register]: REGISTER_FRAME });
    const formPage = await page('/auth?interaction=abc123');
    expect(formPage).toContain(`<body>${LOGIN_FRAME}<div id="root"></div>`);
    // The app's downloads wait until the frame is painted, as behind a signed-in page's frame.
    expect(formPage).toContain(`<template id="${DEFERRED_PRELOADS_ID}">${PRELOAD}`);
    expect(await page('/auth?interaction=abc123&tab=register')).toContain(`<body>${REGISTER_FRAME}<div id="root"></div>`);
    expect(await page('/auth?tab=register&interaction=abc123')).toContain(`<body>${REGISTER_FRAME}<div id="root"></div>`);
    expect(await page('/auth?interaction=abc123&tab=other')).toContain(`<body>${LOGIN_FRAME}<div id="root"></div>`);
    // Not before the sign-in has started (the shell only sends the browser on), not for a browser
    // that says someone is signed in (the app sends it home), nowhere else.
    for (const [path, headers] of [
      ['/auth', {}],
      ['/auth?tab=register', {}],
      ['/auth?interaction=abc123', signedIn],
      ['/auth/callback?interaction=abc123', {}],
      ['/gear?interaction=abc123', {}],
      ['/auth?interaction=a&interaction=b', {}],
    ] as const) {
      const html = await page(path, headers);
      expect(html, path).not.toContain('static-frame');
      expect(html, path).not.toContain('<template');
    }
    writeFrames({ '/gear': GEAR_FRAME, '/stats': STATS_FRAME, '/dashboard': DASHBOARD_FRAME });
  });

  it("is the dashboard's where the app shows the dashboard: at / and at an address of no route (decision 165)", async () => {
    for (const path of ['/', '/dashboard/more', '/gearbox', '/no-such-page', '/auth/other', '/GEARBOX']) {
      const html = await page(path, signedIn);
      // Made for that address, so the app's placeholders there hold it.
      expect(html, path).toContain(`<body>${DASHBOARD_FRAME.replace('data-path="/dashboard"', `data-path="${path}"`)}<div id="root"></div>`);
      expect(html, path).toContain(`<template id="${DEFERRED_PRELOADS_ID}">`);
    }
    // An address is written as an attribute value, never as markup.
    expect(await page('/x%22%3E%3Cscript%3E', signedIn)).toContain('data-path="/x%22%3E%3Cscript%3E"');
    // Not for a route of the app (in any letter case, as the app matches it) nor for a visitor.
    for (const path of ['/GEAR', '/Gear/', '/knots', '/Knots']) expect(await page(path, signedIn), path).not.toContain('Welcome back');
    for (const path of ['/gearbox', '/no-such-page']) expect(await page(path), path).not.toContain('static-frame');
    // Without the build's route table nothing is taken for the dashboard.
    rmSync(join(site.dir, 'shell/startup.json'));
    try {
      for (const path of ['/', '/gearbox']) expect(await page(path, signedIn), path).not.toContain('static-frame');
    } finally {
      writeFileSync(join(site.dir, 'shell/startup.json'), JSON.stringify(STARTUP));
      const later = new Date(Date.now() + 60_000);
      utimesSync(join(site.dir, 'shell/startup.json'), later, later);
    }
  });

  it('follows a rebuild and is left out without a usable frames file', async () => {
    const rebuilt = GEAR_FRAME.replace('Gear Inventory', 'Gear (rebuilt)');
    writeFrames({ '/gear': rebuilt });
    expect(await page('/gear', signedIn)).toContain(`${rebuilt}<div id="root"></div>`);
    const unframed = (html: string) => !html.includes('static-frame') && !html.includes('<template') && html.includes('<body><div id="root"></div>');
    expect(unframed(await page('/stats', signedIn))).toBe(true);

    // Anything but the shell's frame element is not inserted.
    writeFrames({ '/gear': '<script>alert(1)</script>', '/stats': 42 });
    for (const path of ['/gear', '/stats']) {
      const html = await page(path, signedIn);
      expect(unframed(html), path).toBe(true);
      expect(html, path).not.toContain('alert');
    }

    writeFileSync(join(site.dir, 'shell/frames.json'), '{ not json');
    utimesSync(join(site.dir, 'shell/frames.json'), new Date(Date.now() + 20_000), new Date(Date.now() + 20_000));
    expect(unframed(await page('/gear', signedIn))).toBe(true);

    rmSync(join(site.dir, 'shell/frames.json'));
    expect(unframed(await page('/gear', signedIn))).toBe(true);
    writeFrames({ '/gear': GEAR_FRAME });
    expect(await page('/gear', signedIn)).toContain(GEAR_FRAME);
  });
});
