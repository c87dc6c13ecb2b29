import { rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES_FILE, PUBLIC_FRAME_FILE, PUBLIC_FRAME_SLOT, STATIC_PAGE_APP_ENTRY_ATTRIBUTE, STATIC_PAGE_ID, STATIC_PAGE_SCRIPT_FILE } from '@tackle/contracts';
import { composePrerenderedPages, SIGNED_IN_HINT_COOKIE } from '../src/static';
import { servedBuilds } from './static-site';

// Decisions 100 and 134: `/` and the educational pages for a visitor who is not signed in are the
// shell's page with the page prerendered by the public remote's build in front of the app root (the
// educational ones inside the shell's prerendered public frame, with their own title and
// description); everyone and everything else gets the plain shell page.
const SHELL_INDEX =
  '<!doctype html><html><head><title>Tackle</title><meta name="description" content="Tackle keeps your fishing gear."><link rel="stylesheet" href="/assets/main.css"></head><body><div id="root"></div><script defer src="/assets/main.js"></script></body></html>';
const LANDING = '<h1>Know every piece of tackle you own.</h1>';
const KNOTS = '<h1>Fishing Knots</h1><p>$& and $\' are not replacement patterns here</p><script defer src="/remotes/public/static/page.1.js"></script>';
const FRAME = `<div><header><a href="/auth">Login</a></header><main id="main-content">${PUBLIC_FRAME_SLOT}</main><footer>Learn</footer></div>`;
/** Decision 163: a prerendered page loads this script, which loads the entry only when the app is needed. */
const STATIC_SCRIPT = '/assets/static-page.1a2b3c.js';
const STATIC_SCRIPT_TAG = `<script defer src="${STATIC_SCRIPT}" ${STATIC_PAGE_APP_ENTRY_ATTRIBUTE}="/assets/main.js"></script>`;
const PAGES = {
  '/': { html: LANDING, framed: false },
  '/knots': { html: KNOTS, framed: true, title: 'Fishing Knots: Strength & How to Tie Them · Tackle', description: 'Eight "essential" knots.' },
};

const site = servedBuilds(
  {
    'shell/index.html': SHELL_INDEX,
    [`shell/${PUBLIC_FRAME_FILE}`]: JSON.stringify({ html: FRAME }),
    [`public/${PRERENDERED_PAGES_FILE}`]: JSON.stringify(PAGES),
    [`shell/${STATIC_PAGE_SCRIPT_FILE}`]: JSON.stringify({ script: STATIC_SCRIPT }),
  },
  { keys: ['signed-cookies-are-the-default-when-keys-are-set'] },
);

const rewrite = (file: string, text: string, secondsLater: number) => {
  writeFileSync(join(site.dir, file), text);
  // mtime resolution: make sure the rewritten file reads as changed.
  const later = new Date(Date.now() + secondsLater * 1000);
  utimesSync(join(site.dir, file), later, later);
};

describe('the page for / and the educational pages', () => {
  it('has the landing page rendered in front of the app root for a visitor', async () => {
    const res = await fetch(`${site.base}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('vary')).toContain('Cookie');
    const html = await res.text();
    expect(html).toContain(`<body><div id="${STATIC_PAGE_ID}" data-path="/">${LANDING}</div><div id="root"></div>`);
    expect(html).toContain('<title>Tackle</title><meta name="description" content="Tackle keeps your fishing gear.">');
    // Its own script, told where the app's entry is; not the entry itself.
    expect(html).toContain(`${STATIC_SCRIPT_TAG}</body>`);
    expect(html).not.toContain('<script defer src="/assets/main.js">');
  });

  it("has an educational page inside the public frame, with the page's title and description", async () => {
    for (const path of ['/knots', '/knots/', '/knots?tab=all']) {
      const html = await (await fetch(`${site.base}${path}`)).text();
      expect(html, path).toContain(
        `<body><div id="${STATIC_PAGE_ID}" data-path="/knots"><div><header><a href="/auth">Login</a></header><main id="main-content">${KNOTS}</main><footer>Learn</footer></div></div><div id="root"></div>`,
      );
      expect(html, path).toContain(
        '<title>Fishing Knots: Strength &amp; How to Tie Them · Tackle</title><meta name="description" content="Eight &quot;essential&quot; knots.">',
      );
      expect(html.match(/<title>/g), path).toHaveLength(1);
      expect(html.match(/name="description"/g), path).toHaveLength(1);
      // No preload links of the app: the page needs none of it.
      expect(html, path).not.toContain('rel="preload"');
      expect(html, path).toContain(STATIC_SCRIPT_TAG);
    }
  });

  it('is the plain shell page when the browser says someone is signed in', async () => {
    for (const path of ['/', '/knots']) {
      const res = await fetch(`${site.base}${path}`, { headers: { cookie: `${SIGNED_IN_HINT_COOKIE}=1` } });
      expect(await res.text(), path).toBe(SHELL_INDEX);
    }
  });

  it('is the plain shell page on every route without a prerendered page', async () => {
    for (const path of ['/gear', '/auth', '/guide', '/no-such-page']) {
      const res = await fetch(`${site.base}${path}`);
      expect(await res.text(), path).toBe(SHELL_INDEX);
    }
  });

  it('follows a rebuild, and falls back to the shell page without a usable build', async () => {
    const rebuilt = { ...PAGES, '/': { html: '<h1>Rebuilt</h1>', framed: false } };
    rewrite(`public/${PRERENDERED_PAGES_FILE}`, JSON.stringify(rebuilt), 5);
    expect(await (await fetch(`${site.base}/`)).text()).toContain('<h1>Rebuilt</h1></div><div id="root"></div>');

    // Without the frame, a framed page is not served (the landing page brings its own).
    rmSync(join(site.dir, `shell/${PUBLIC_FRAME_FILE}`));
    expect(await (await fetch(`${site.base}/knots`)).text()).toBe(SHELL_INDEX);
    expect(await (await fetch(`${site.base}/`)).text()).toContain('<h1>Rebuilt</h1>');
    rewrite(`shell/${PUBLIC_FRAME_FILE}`, JSON.stringify({ html: FRAME }), 10);
    expect(await (await fetch(`${site.base}/knots`)).text()).toContain(KNOTS);

    // Without the pages' script (or with a malformed one), the page keeps the app's entry.
    rewrite(`shell/${STATIC_PAGE_SCRIPT_FILE}`, JSON.stringify({ script: 'https://elsewhere/x.js' }), 12);
    let landing = await (await fetch(`${site.base}/`)).text();
    expect(landing).toContain('<h1>Rebuilt</h1>');
    expect(landing).toContain('<script defer src="/assets/main.js"></script>');
    expect(landing).not.toContain(STATIC_PAGE_APP_ENTRY_ATTRIBUTE);
    rmSync(join(site.dir, `shell/${STATIC_PAGE_SCRIPT_FILE}`));
    landing = await (await fetch(`${site.base}/`)).text();
    expect(landing).toContain('<script defer src="/assets/main.js"></script>');
    rewrite(`shell/${STATIC_PAGE_SCRIPT_FILE}`, JSON.stringify({ script: STATIC_SCRIPT }), 14);
    expect(await (await fetch(`${site.base}/`)).text()).toContain(STATIC_SCRIPT_TAG);

    rewrite(`public/${PRERENDERED_PAGES_FILE}`, '{ not json', 15);
    expect(await (await fetch(`${site.base}/`)).text()).toBe(SHELL_INDEX);
    rmSync(join(site.dir, `public/${PRERENDERED_PAGES_FILE}`));
    expect(await (await fetch(`${site.base}/`)).text()).toBe(SHELL_INDEX);
    expect(await (await fetch(`${site.base}/knots`)).text()).toBe(SHELL_INDEX);
  });
});

describe('composing the prerendered pages', () => {
  it('leaves out what is not a page of the build, and a frame without its slot', () => {
    expect(composePrerenderedPages(SHELL_INDEX, { '/': { html: '', framed: false } }, null).size).toBe(0);
    expect(composePrerenderedPages(SHELL_INDEX, { 'http://elsewhere/': { html: LANDING, framed: false } }, null).size).toBe(0);
    expect(composePrerenderedPages(SHELL_INDEX, PAGES, { html: '<main></main>' })).toEqual(new Map([['/', expect.stringContaining(LANDING)]]));
    expect(composePrerenderedPages('<html><body></body></html>', PAGES, { html: FRAME }).size).toBe(0);
  });

  it('puts the title and description in a page whose head has none, and follows a minified description tag', () => {
    const bare = '<html><head></head><body><div id="root"></div></body></html>';
    const knots = composePrerenderedPages(bare, PAGES, { html: FRAME }).get('/knots');
    expect(knots).toContain('<head><title>Fishing Knots: Strength &amp; How to Tie Them · Tackle</title><meta name="description" content="Eight &quot;essential&quot; knots."></head>');
    const minified = '<html><head><title>Tackle</title><meta name=description content="Site-wide."></head><body><div id="root"></div></body></html>';
    const composed = composePrerenderedPages(minified, PAGES, { html: FRAME }).get('/knots');
    expect(composed).not.toContain('Site-wide.');
    expect(composed?.match(/name="?description/g)).toHaveLength(1);
  });
});
