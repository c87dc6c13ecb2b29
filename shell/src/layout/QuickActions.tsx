import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Camera, Fish, Flag, MapPin, Navigation, Package, Plus, Wrench, Zap } from 'lucide-react';
import { cn, useOpenDialog, useOpenTrip, type DialogName } from '@tackle/ui';
import { QUICK_ACTION_STAGGER_MS } from '../constants';

type QuickAction = { label: string; icon: typeof Camera; dialog: DialogName };

const START_TRIP: QuickAction = { label: 'Start Trip', icon: Navigation, dialog: 'openStartTrip' };
const END_TRIP: QuickAction = { label: 'End Trip', icon: Flag, dialog: 'openEndTrip' };

/**
 * Catches first: what an angler reaches for on the water (issues 14 and 17); then the trip, started
 * or ended depending on whether one is under way (issue 19).
 */
const actionsWith = (trip: QuickAction): QuickAction[] => [
  { label: 'Quick Catch', icon: Zap, dialog: 'openQuickCatch' },
  { label: 'Log Catch', icon: Fish, dialog: 'openLogCatchDialog' },
  trip,
  { label: 'Smart Capture', icon: Camera, dialog: 'openSmartCapture' },
  { label: 'Add Gear', icon: Wrench, dialog: 'openAddGearDialog' },
  { label: 'Add Consumables', icon: Package, dialog: 'openAddConsumableDialog' },
  { label: 'Add Location', icon: MapPin, dialog: 'openAddLocationDialog' },
];

/** Floating round button (bottom right) that fans out into the quick actions. */
export function QuickActions() {
  const [open, setOpen] = useState(false);
  const actions = actionsWith(useOpenTrip() ? END_TRIP : START_TRIP);
  const openDialog = useOpenDialog();
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        close(true);
      }
    };
    const onPointer = (e: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close]);

  const run = (action: QuickAction) => {
    close(false);
    // Its page (navigation state: reaches a page still loading as well as one shown), or the layout.
    openDialog(action.dialog);
  };

  return (
    <div ref={rootRef} className="fixed bottom-5 right-5 z-40 flex flex-col items-end gap-3 print:hidden">
      {open && (
        <ul id={menuId} aria-label="Quick actions" className="flex flex-col items-end gap-2">
          {actions.map((action, i) => {
            const Icon = action.icon;
            return (
              <li
                key={action.label}
                className="animate-pop-in"
                style={{ animationDelay: `${(actions.length - 1 - i) * QUICK_ACTION_STAGGER_MS}ms` }}
              >
                <button
                  type="button"
                  onClick={() => run(action)}
                  className={cn(
                    'flex items-center gap-3 rounded-full border border-border bg-card py-2 pl-4 pr-2 text-sm font-medium text-foreground shadow-lg',
                    'transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring cursor-pointer',
                  )}
                >
                  <span>{action.label}</span>
                  <span className="flex size-9 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
                    <Icon className="size-4" aria-hidden="true" />
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <button
        ref={buttonRef}
        type="button"
        aria-label="Quick actions"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
        className={cn(
          'flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-xl transition-transform',
          'hover:bg-primary/90 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring/40 cursor-pointer',
        )}
      >
        <Plus className={cn('size-6 transition-transform duration-200', open && 'rotate-45')} aria-hidden="true" />
      </button>
    </div>
  );
}
