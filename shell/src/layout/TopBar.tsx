import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { ChevronDown, LogOut, Menu, Settings } from 'lucide-react';
import {
  Button,
  cn,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  toast,
  useSession,
} from '@tackle/ui';
import type { ReactNode } from 'react';
import { useAuthInternals } from '../auth/AuthProvider';
import { FRAME_USER_AREA_ATTRIBUTE, FRAME_USER_ATTRIBUTE } from '../static-frame';
import { SyncStatus } from '../offline/SyncStatus';
import { Brand } from './Logo';
import { TripStatus } from './TripStatus';
import { GEAR_LINKS, MAIN_LINKS, isGearSection } from './nav-links';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
    isActive ? 'bg-secondary text-secondary-foreground' : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
  );

function useLogout() {
  const { performLogout } = useAuthInternals();
  const [busy, setBusy] = useState(false);
  const logout = async () => {
    setBusy(true);
    try {
      await performLogout();
    } catch (err) {
      // Spec §8: a logout failure from the navigation is titled 'Error'.
      toast({ title: 'Error', description: err instanceof Error ? err.message : String(err), variant: 'destructive' });
      setBusy(false);
    }
  };
  return { logout, busy };
}

function GearMenu() {
  const { pathname } = useLocation();
  const active = isGearSection(pathname);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-current={active ? 'page' : undefined}
        data-active={active || undefined}
        className={cn(
          'inline-flex items-center gap-1 whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium transition-colors cursor-pointer',
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          active ? 'bg-secondary text-secondary-foreground' : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
        )}
      >
        Gear Management
        <ChevronDown className="size-4" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="min-w-44">
        {GEAR_LINKS.map((l) => (
          <DropdownMenuItem key={l.to} asChild>
            <Link to={l.to} aria-current={pathname === l.to ? 'page' : undefined} className={cn(pathname === l.to && 'font-semibold text-primary')}>
              {l.label}
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The signed-in angler's menu: their name opens it; their settings are there (issue 18). */
function UserMenu({ username, nameSlot = false }: { username: string; nameSlot?: boolean }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className={cn(
          'inline-flex max-w-48 items-center gap-1 rounded-md px-2 py-2 text-sm text-muted-foreground transition-colors cursor-pointer',
          'hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        )}
        title={username}
      >
        <span className="sr-only">Signed in as </span>
        <span className="truncate" {...(nameSlot ? { [FRAME_USER_ATTRIBUTE]: '' } : {})}>
          {username}
        </span>
        <ChevronDown className="size-4 shrink-0" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-40">
        <DropdownMenuItem asChild>
          <Link to="/settings">
            <Settings aria-hidden="true" />
            Settings
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function MobileNav({ username, onLogout, busy }: { username: string; onLogout: () => void; busy: boolean }) {
  const [open, setOpen] = useState(false);
  const sheetLink = ({ isActive }: { isActive: boolean }) =>
    cn(
      'block rounded-md px-3 py-2.5 text-base font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
      isActive ? 'bg-secondary text-secondary-foreground' : 'text-foreground hover:bg-accent',
    );
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open navigation" onClick={() => setOpen(true)}>
        <Menu className="size-6" aria-hidden="true" />
      </Button>
      <SheetContent side="right" aria-describedby={undefined}>
        <SheetHeader>
          <SheetTitle>Navigation</SheetTitle>
          <SheetDescription className="sr-only">Main navigation</SheetDescription>
        </SheetHeader>
        <div className="rounded-lg bg-muted px-3 py-2">
          <p className="text-xs text-muted-foreground">Logged in as</p>
          <p className="truncate font-semibold">{username}</p>
        </div>
        <nav aria-label="Mobile" className="flex flex-col gap-1">
          {MAIN_LINKS.map((l) => (
            <NavLink key={l.to} to={l.to} className={sheetLink} onClick={() => setOpen(false)}>
              {l.label}
            </NavLink>
          ))}
          <p className="mt-4 px-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground">Gear Management</p>
          {GEAR_LINKS.map((l) => (
            <NavLink key={l.to} to={l.to} className={sheetLink} onClick={() => setOpen(false)}>
              {l.label}
            </NavLink>
          ))}
          <p className="mt-4 px-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground">Account</p>
          <NavLink to="/settings" className={sheetLink} onClick={() => setOpen(false)}>
            Settings
          </NavLink>
        </nav>
        <Button
          variant="outline"
          className="mt-auto"
          disabled={busy}
          onClick={() => {
            setOpen(false);
            onLogout();
          }}
        >
          <LogOut aria-hidden="true" />
          Logout
        </Button>
      </SheetContent>
    </Sheet>
  );
}

export function TopBar() {
  const session = useSession();
  const { logout, busy } = useLogout();
  return (
    <TopBarView
      username={session?.user.username ?? ''}
      onLogout={() => void logout()}
      busy={busy}
      status={
        <>
          <TripStatus />
          <SyncStatus />
        </>
      }
    />
  );
}

/**
 * The signed-in top bar as markup only. Also rendered at build time, with no user, into the static
 * first frame of the signed-in pages (src/prerender/frame.tsx, decision 102); there `nameSlot` marks
 * where the entry writes the stored user's name (decision 156).
 */
export function TopBarView({
  username,
  onLogout,
  busy,
  status,
  nameSlot = false,
}: {
  username: string;
  onLogout: () => void;
  busy: boolean;
  status?: ReactNode;
  nameSlot?: boolean;
}) {
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Link
          to="/dashboard"
          aria-label="Tackle home"
          className="rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Brand />
        </Link>
        <nav aria-label="Main" className="hidden flex-1 items-center gap-1 md:flex">
          {MAIN_LINKS.map((l) => (
            <NavLink key={l.to} to={l.to} className={navLinkClass}>
              {l.label}
            </NavLink>
          ))}
          <GearMenu />
        </nav>
        {/* The trip under way (TripStatus.tsx), pending changes and decisions (offline/SyncStatus.tsx): beside the menu on a phone. */}
        <div className="ml-auto flex min-w-0 items-center gap-2 md:ml-0 md:order-none">{status}</div>
        <div className="hidden items-center gap-3 md:flex" {...(nameSlot ? { [FRAME_USER_AREA_ATTRIBUTE]: '' } : {})}>
          <UserMenu username={username} nameSlot={nameSlot} />
          <Button variant="outline" size="sm" onClick={onLogout} disabled={busy}>
            <LogOut aria-hidden="true" />
            Logout
          </Button>
        </div>
        <div className="md:hidden">
          <MobileNav username={username} onLogout={onLogout} busy={busy} />
        </div>
      </div>
    </header>
  );
}

