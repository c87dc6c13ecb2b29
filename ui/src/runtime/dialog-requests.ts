import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * The one registry of the dialogs the shell (quick actions, dashboard) can ask for, with the page
 * that hosts each one; null: hosted by the shell's layout on every page (Smart Capture).
 */
export const DIALOG_PAGES = {
  openLogCatchDialog: '/catches',
  openQuickCatch: '/catches',
  openImportCatchesDialog: '/catches',
  openStartTrip: '/trips',
  openEndTrip: '/trips',
  openAddGearDialog: '/gear',
  openImportGearDialog: '/gear',
  openAddConsumableDialog: '/consumables',
  openAddLocationDialog: '/storage',
  openSmartCapture: null,
} as const satisfies Record<string, string | null>;

export type DialogName = keyof typeof DIALOG_PAGES;

/** The navigation state that asks the page to open a dialog (for `<Link state>`). */
export type DialogRequestState = { openDialog: DialogName };

export function dialogRequestState(name: DialogName): DialogRequestState {
  return { openDialog: name };
}

/** The window event asking the layout to open a dialog it hosts (detail: the dialog's name). */
const OPEN_DIALOG_EVENT = 'tackle:open-dialog';

/**
 * Asks for a dialog from anywhere: goes to its page with the request in the navigation state (it
 * survives a remote that is still loading, and reaches a page already shown), or, for a dialog the
 * layout hosts, tells the layout at once.
 */
export function useOpenDialog(): (name: DialogName) => void {
  const navigate = useNavigate();
  return useCallback(
    (name: DialogName) => {
      const path = DIALOG_PAGES[name];
      if (path === null) window.dispatchEvent(new CustomEvent<DialogName>(OPEN_DIALOG_EVENT, { detail: name }));
      else void navigate(path, { state: dialogRequestState(name) });
    },
    [navigate],
  );
}

/**
 * Opens the page's dialog when it is asked for (see `useOpenDialog`), then clears the request so
 * a reload or Back does not open it again. `open` should be stable (useCallback).
 */
export function useDialogRequest(name: DialogName, open: () => void) {
  useEffect(() => {
    if (DIALOG_PAGES[name] !== null) return;
    const onRequest = (event: Event) => {
      if ((event as CustomEvent<unknown>).detail === name) open();
    };
    window.addEventListener(OPEN_DIALOG_EVENT, onRequest);
    return () => window.removeEventListener(OPEN_DIALOG_EVENT, onRequest);
  }, [name, open]);

  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const state = location.state as { openDialog?: unknown } | null;
    if (state?.openDialog !== name) return;
    open();
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [name, location, navigate, open]);
}
