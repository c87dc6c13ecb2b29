import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@tackle/ui';
import { AUTH_LOGIN_PATH, AUTH_REGISTER_PATH } from '@tackle/contracts';
import { Brand } from './Logo';
import { LEARN_LINKS } from './nav-links';

// The public frame, and the parts the signed-in frame (AppLayout.tsx) shares with it. Nothing here
// needs a session or the browser: the shell's build also renders PublicLayout to HTML, the frame of
// the prerendered public pages (src/prerender/frame.tsx, decision 134).

export function SkipLink() {
  return (
    <a
      href="#main-content"
      className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[60] focus:rounded-md focus:bg-card focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:shadow-lg focus:ring-2 focus:ring-ring"
    >
      Skip to content
    </a>
  );
}

export function SiteFooter({ children }: { children?: ReactNode }) {
  return (
    <footer className="border-t border-border bg-card">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 pb-24 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6 sm:pb-6 sm:pr-24">
        <p>© {new Date().getFullYear()} Tackle · Tight lines.</p>
        <nav aria-label="Learn" className="flex flex-wrap gap-x-5 gap-y-2">
          {LEARN_LINKS.map((l) => (
            <Link
              key={l.to}
              to={l.to}
              className="rounded-sm hover:text-foreground hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {l.label}
            </Link>
          ))}
        </nav>
        {children}
      </div>
    </footer>
  );
}

/** Frame of the public pages for signed-out visitors (the landing page brings its own). */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="border-b border-border bg-card">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
          <Link to="/" aria-label="Tackle home" className="rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
            <Brand />
          </Link>
          <nav aria-label="Account" className="ml-auto flex items-center gap-2">
            <Button variant="ghost" size="sm" asChild>
              <Link to={AUTH_LOGIN_PATH}>Login</Link>
            </Button>
            <Button size="sm" asChild>
              <Link to={AUTH_REGISTER_PATH}>Get Started</Link>
            </Button>
          </nav>
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
