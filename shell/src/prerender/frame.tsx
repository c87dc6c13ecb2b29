/**
 * Renders the static first frame of every signed-in page at build time (decision 102): `node
 * --import tsx shell/src/prerender/frame.tsx <out file>`, run by the shell's production build
 * (rspack.config.mjs) after it has emitted. Beside it, PUBLIC_FRAME_FILE: the public frame
 * (PublicLayout) the gateway serves the prerendered educational pages in (decision 134).
 *
 * The frames file is `{ "<route>": "<html>" }` for the
 * protected routes of route-pages.json that name their heading (a page whose heading is its data,
 * such as a trip's name on /trips/:id, has none): the remotes' pages and the shell's own
 * (`shell/…`: /dashboard, /settings, decision 156), and the sign-in form's for a visitor, one per tab
 * (AUTH_FRAME_KEYS, decision 164). A heading may name the signed-in angler
 * (`{username}`): the frame then has an empty slot there that the entry fills from the stored
 * sign-in before the frame is shown (src/static-frame.ts). The gateway puts a route's frame in front of the app's
 * `#root` when the signed-in hint cookie is set (services/gateway/src/static.ts), so the first paint
 * already shows the top bar and the page's heading where the page will show them; the shell removes
 * it as soon as the app shows anything else (src/static-frame.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Field, Input, Spinner, withoutInlineStyles } from '@tackle/ui';
import { AUTH_FRAME_KEYS, PUBLIC_FRAME_FILE, PUBLIC_FRAME_SLOT, SIGN_IN_PATH } from '@tackle/contracts';
import { SignInForms } from '../auth/AuthScreen';
import { PublicLayout } from '../layout/PublicLayout';
import { TopBarView } from '../layout/TopBar';
import { DashboardActions } from '../pages/dashboard-parts';
import { LINE_AGE_SECTION } from '../settings/LineAgeSection';
import { UNITS_SECTION } from '../settings/UnitsSection';
import { FRAME_NEEDS_USER_ATTRIBUTE, FRAME_USER_ATTRIBUTE, STATIC_FRAME_ID } from '../static-frame';
import routePages from '../route-pages.json';

/**
 * Where each page puts its heading while its data loads (its first screen), so the frame's heading
 * is in the same place with the same style. `row`: the heading's row, which beside a row of buttons
 * (h-10) is 40 px high from `sm` up, the heading centred in it. The shell's own pages (decision 156)
 * also say how they write the line under the heading (`lead`), whether the heading and that line are
 * one item of the row (`intro`: the dashboard's, beside its buttons), what is beside them (`aside`)
 * and what the page shows first below them in place of the spinner (`first`): the same components
 * the page renders, where they are static.
 */
interface PageLayout {
  page: string;
  row: string;
  heading: string;
  lead?: string;
  /** The spinner's label, where the heading is not the page's name. */
  label?: string;
  intro?: boolean;
  aside?: ReactNode;
  first?: ReactNode;
}

const PAGE = 'mx-auto w-full max-w-6xl space-y-6 px-4 py-6 sm:px-6 md:py-8';
const HEADING = 'text-3xl font-bold tracking-tight';
const WITH_ACTIONS: PageLayout = { page: PAGE, row: 'flex flex-col sm:min-h-10 sm:flex-row sm:items-center', heading: HEADING };
/** The shell's pages (src/pages/Dashboard.tsx, src/pages/Settings.tsx). */
const SHELL_HEADING = 'text-3xl font-bold tracking-tight text-foreground';
const SHELL_LEAD = 'mt-1 text-muted-foreground';
const LAYOUTS: Record<string, PageLayout> = {
  'gear/GearPage': WITH_ACTIONS,
  'gear/ConsumablesPage': WITH_ACTIONS,
  'gear/StoragePage': WITH_ACTIONS,
  'gear/SetupsPage': WITH_ACTIONS,
  'catches/CatchesPage': WITH_ACTIONS,
  'catches/StatsPage': { page: PAGE, row: '', heading: HEADING },
  'catches/TripsPage': WITH_ACTIONS,
  'conditions/FishSpotsPage': { page: 'mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:px-6 md:py-8', row: '', heading: 'text-2xl font-bold tracking-tight sm:text-3xl' },
  'shell/Dashboard': {
    page: 'mx-auto w-full max-w-7xl px-4 py-8 sm:px-6',
    row: 'flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between',
    heading: SHELL_HEADING,
    lead: SHELL_LEAD,
    intro: true,
    aside: <DashboardActions />,
    label: 'Dashboard',
  },
  'shell/Settings': {
    page: 'mx-auto w-full max-w-3xl px-4 py-8 sm:px-6',
    row: '',
    heading: SHELL_HEADING,
    lead: SHELL_LEAD,
    // The first screen's sections as the page draws them while the settings load, their controls
    // left empty (the frame does not know the angler's values): on a phone the largest text of
    // that screen (the page's LCP element) is one of their descriptions, at 390 px Line age's.
    first: (
      <div className="mt-8 space-y-6">
        <FrameSection {...UNITS_SECTION}>
          <Field id="static-frame-units" label="Units" className="max-w-sm">
            {/* The page's select, as high, empty (an input box: Radix's select would add its hidden native one). */}
            {(control) => <Input {...control} disabled />}
          </Field>
        </FrameSection>
        <FrameSection {...LINE_AGE_SECTION}>
          <div className="flex justify-center">
            <Spinner size="lg" label="Loading Settings" />
          </div>
        </FrameSection>
      </div>
    ),
  },
};

/** A section of the settings page (settings/SettingsSection.tsx) with its heading as text, not a heading element. */
function FrameSection({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="div">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">{children}</CardContent>
    </Card>
  );
}

/** In a heading, where the signed-in angler's name goes ("Welcome back, {username}!"). */
const USERNAME = '{username}';

const routes = routePages.routes as Record<string, { id: string; protected: boolean; heading?: string; description?: string }>;

/** The heading's text, with an empty slot the entry fills (static-frame.ts) where it names the angler. */
function headingText(heading: string): ReactNode {
  const [before = '', ...rest] = heading.split(USERNAME);
  if (rest.length === 0) return heading;
  if (rest.length > 1) throw new Error(`static frame: "${heading}" names the user more than once`);
  return (
    <>
      {before}
      <span {...{ [FRAME_USER_ATTRIBUTE]: '' }} />
      {rest[0]}
    </>
  );
}

function Frame({ path, heading, description, layout }: { path: string; heading: string; description?: string; layout: PageLayout }) {
  const namesUser = heading.includes(USERNAME);
  const title = (
    <>
      {/* Not a heading element: there is one <h1> on the page, the app's. */}
      <div className={layout.heading}>{headingText(heading)}</div>
      {/* The line under the heading, where the page has one (route-pages.json): as the
          largest text of the first screen it is the page's LCP element, so it paints
          with the frame instead of after the app (decision 139). */}
      {description ? <div className={layout.lead ?? 'text-muted-foreground'}>{description}</div> : null}
    </>
  );
  return (
    // Hidden from assistive technology and not focusable: the app's own page is what is read out.
    <div id={STATIC_FRAME_ID} data-path={path} aria-hidden="true" inert>
      {/* AppLayout, as it is while the page loads (main at least a screen high). */}
      <div className="flex min-h-dvh flex-col">
        <StaticRouter location={path}>
          <TopBarView username="" onLogout={() => undefined} busy={false} nameSlot />
          <div className="min-h-dvh flex-1 pb-24" {...(namesUser ? { [FRAME_NEEDS_USER_ATTRIBUTE]: '' } : {})}>
            <div className={layout.page}>
              <div className={layout.row || undefined}>
                {layout.intro ? <div>{title}</div> : title}
                {layout.aside}
              </div>
              {layout.first ?? (
                <div className="flex justify-center py-16">
                  <Spinner size="lg" label={`Loading ${layout.label ?? heading}`} />
                </div>
              )}
            </div>
          </div>
        </StaticRouter>
      </div>
    </div>
  );
}

/**
 * The sign-in screen as the app draws it (decision 164), its fields disabled: with the redirects
 * before it, the form's page is the slowest first screen of a visitor's sign-in, and the app's code
 * (React, the kit, zod) is all still to load when it arrives.
 */
function renderAuthFrame(tab: keyof typeof AUTH_FRAME_KEYS): string {
  return withoutInlineStyles(
    renderToStaticMarkup(
      <div id={STATIC_FRAME_ID} data-path={SIGN_IN_PATH} aria-hidden="true" inert>
        <StaticRouter location={SIGN_IN_PATH}>
          <SignInForms uid="" initialTab={tab} frame />
        </StaticRouter>
      </div>,
    ),
  );
}

export function renderFrames(): Record<string, string> {
  const frames: Record<string, string> = {
    [AUTH_FRAME_KEYS.login]: renderAuthFrame('login'),
    [AUTH_FRAME_KEYS.register]: renderAuthFrame('register'),
  };
  for (const [path, route] of Object.entries(routes)) {
    // A pattern route's heading is its item's (a trip's name): no frame can show it before the page.
    if (!route.protected || (path.includes('/:') && !route.heading)) continue;
    const layout = LAYOUTS[route.id];
    if (!route.heading || !layout) throw new Error(`static frame for ${path}: no heading in route-pages.json or no layout for ${route.id}`);
    frames[path] = renderToStaticMarkup(<Frame path={path} heading={route.heading} {...(route.description ? { description: route.description } : {})} layout={layout} />);
  }
  return frames;
}

/** Stands for the page while the frame is rendered; text, so React writes it as it is. */
const PAGE_MARK = 'tackle-public-frame-page-goes-here';

/**
 * The frame of the public pages for a visitor (PublicLayout: header with Login and Get Started,
 * main, footer), with PUBLIC_FRAME_SLOT in its `<main>` where the gateway puts a prerendered page.
 * Its links are plain links: on a prerendered page they load the page they name.
 */
export function renderPublicFrame(): string {
  const html = renderToStaticMarkup(
    <StaticRouter location="/">
      <PublicLayout>{PAGE_MARK}</PublicLayout>
    </StaticRouter>,
  );
  if (html.split(PAGE_MARK).length !== 2) throw new Error('public frame: the page goes in one place');
  return html.replace(PAGE_MARK, PUBLIC_FRAME_SLOT);
}

// Run as a script (the build): write the files; imported (tests): only export the renderers.
const out = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href ? process.argv[2] : undefined;
if (out) {
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(renderFrames(), null, 2)}\n`);
  writeFileSync(join(dirname(out), PUBLIC_FRAME_FILE), `${JSON.stringify({ html: renderPublicFrame() })}\n`);
}
