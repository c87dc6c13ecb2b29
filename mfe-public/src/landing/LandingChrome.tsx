import { Link } from 'react-router-dom';
import { Bell, Fish } from 'lucide-react';
import { AUTH_LOGIN_PATH, AUTH_REGISTER_PATH } from '@tackle/contracts';
import { Button } from '@tackle/ui';
import { LEARN_LINKS } from './content';

export function Logo() {
  return (
    <span
      aria-hidden="true"
      className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm"
    >
      <Fish className="size-5" />
    </span>
  );
}

/** The logo and the name, as the header and the footer show them. */
function Wordmark({ className }: { className: string }) {
  return (
    <>
      <Logo />
      <span className={className}>Tackle</span>
    </>
  );
}

/** A sample of what a signed-in angler sees, drawn with plain markup (decorative). */
export function InventoryPreview() {
  const rows = [
    { name: "Medium Heavy Casting Rod 7'2\"", type: 'Rod', badge: 'Excellent', tone: 'bg-emerald-500/15 text-emerald-700' },
    { name: 'Baitcasting Reel 7.1:1', type: 'Reel', badge: 'Good', tone: 'bg-sky-500/15 text-sky-700' },
    { name: 'Green Pumpkin Texas Worm', type: 'Lure', badge: 'New', tone: 'bg-violet-500/15 text-violet-700' },
  ];
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md">
      <div className="absolute -inset-4 -z-10 rounded-3xl bg-gradient-to-tr from-primary/20 via-sky-400/10 to-emerald-400/20 blur-2xl" />
      <div className="rounded-2xl border bg-card p-4 text-card-foreground shadow-xl sm:p-5">
        <div className="mb-4 flex items-center justify-between">
          <p className="font-semibold">Gear Inventory</p>
          <span className="rounded-full bg-muted px-2.5 py-1 text-xs text-muted-foreground">48 items</span>
        </div>
        <ul className="space-y-2">
          {rows.map((row) => (
            <li key={row.name} className="flex items-center justify-between gap-3 rounded-lg border px-3 py-2">
              <div className="min-w-0">
                <p className="truncate text-sm font-medium">{row.name}</p>
                <p className="text-xs text-muted-foreground">{row.type}</p>
              </div>
              <span className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ${row.tone}`}>{row.badge}</span>
            </li>
          ))}
        </ul>
        <div className="mt-4 flex items-start gap-3 rounded-lg border border-amber-500/40 bg-amber-500/10 px-3 py-2">
          <Bell className="mt-0.5 size-4 shrink-0 text-amber-600" />
          <div>
            <p className="text-sm font-medium">Restock: 3/0 EWG hooks</p>
            <p className="text-xs text-muted-foreground">4 left, your minimum is 10</p>
          </div>
        </div>
      </div>
    </div>
  );
}

/** The landing page's own header: the name, 'Login' and 'Get Started'. */
export function LandingHeader() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2 rounded-md font-bold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
          <Wordmark className="text-xl tracking-tight" />
        </Link>
        <nav aria-label="Account" className="flex items-center gap-2">
          <Button variant="ghost" asChild>
            <Link to={AUTH_LOGIN_PATH}>Login</Link>
          </Button>
          <Button asChild>
            <Link to={AUTH_REGISTER_PATH}>Get Started</Link>
          </Button>
        </nav>
      </div>
    </header>
  );
}

/** The footer: what Tackle is, the public pages, the year. */
export function LandingFooter() {
  return (
    <footer className="border-t">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="max-w-sm">
          <div className="flex items-center gap-2 font-bold">
            <Wordmark className="text-lg" />
          </div>
          <p className="mt-3 text-sm text-muted-foreground">
            Gear, consumables, setups and catches for anglers who would rather be fishing than searching.
          </p>
        </div>
        <nav aria-label="Learn">
          <p className="text-sm font-semibold">Learn</p>
          <ul className="mt-3 grid grid-cols-2 gap-x-8 gap-y-2 text-sm">
            {LEARN_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-muted-foreground sm:px-6">
          © {new Date().getFullYear()} Tackle. Tight lines.
        </p>
      </div>
    </footer>
  );
}
