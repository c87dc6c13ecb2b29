/**
 * Pages prerendered at build time (decisions 100 and 134): what the public remote's build, the
 * shell's build, the gateway and the shell's entry agree on. A visitor who is not signed in gets
 * these pages as HTML, with the little script they need, instead of the whole app. No zod here: the
 * shell's entry and the pages' script import these names, and must not bring zod along (the
 * schemas of the files are in prerendered-pages-schema.ts).
 */

/**
 * Written by the public remote's build beside its bundle (mfe-public/dist): route -> its page
 * (mfe-public/src/prerender/pages.tsx).
 */
export const PRERENDERED_PAGES_FILE = 'prerendered.json';

/**
 * Written by the shell's build beside its index.html (shell/dist): the frame of the public pages for
 * a visitor (header, main, footer; shell/src/prerender/frame.tsx) as `{ "html": "…" }`, with
 * PUBLIC_FRAME_SLOT where the page goes.
 */
export const PUBLIC_FRAME_FILE = 'public-frame.json';
export const PUBLIC_FRAME_SLOT = '<!--tackle:page-->';

/**
 * Written by the shell's build beside its index.html (shell/dist): `{ "script": "/assets/…js" }`, the
 * script a prerendered page loads instead of the app's entry (shell/src/static-page.ts, decision
 * 163). The gateway gives it the entry's address in STATIC_PAGE_APP_ENTRY_ATTRIBUTE; the script
 * loads the app from there when the browser holds a sign-in, or when the app is needed to offer an
 * update.
 */
export const STATIC_PAGE_SCRIPT_FILE = 'static-page.json';
export const STATIC_PAGE_APP_ENTRY_ATTRIBUTE = 'data-app-entry';

/**
 * The element the gateway wraps a prerendered page in, in front of the app's root. The shell's entry
 * leaves the page as it is for a visitor and removes it when it starts the app (shell/src/index.ts).
 */
export const STATIC_PAGE_ID = 'static-page';

/**
 * The sign-in form's static first frames (decision 164), in the shell's `frames.json` beside the
 * signed-in pages' frames, by the tab they open on: the gateway puts one in front of the app's root
 * for a visitor at `/auth?interaction=…`, the tab from the URL's `?tab=` (which the identity provider
 * carries from the sign-in request, SIGN_IN_TAB_PARAM).
 */
export const AUTH_FRAME_KEYS = { login: '/auth', register: '/auth?tab=register' } as const;

/** The sign-in form's route (shell/src/App.tsx): where the gateway and the entry look for its frame. */
export const SIGN_IN_PATH = '/auth';

/**
 * The authorization request's parameter naming the tab the visitor asked for ('register' for Get
 * Started); the embedded identity provider sends it back on `/auth?interaction=…` as `?tab=`, so the
 * form's first frame opens on it (decision 164). Other providers ignore it.
 */
export const SIGN_IN_TAB_PARAM = 'tackle_tab';
