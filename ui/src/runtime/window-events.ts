import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Opens a page's dialog on the shell's global window event (the floating quick actions), and on
 * `location.state.openDialog` naming the same event: the event can fire before the page's remote
 * has loaded, the state survives the load. `open` should be stable (useCallback).
 */
export function useOpenOnWindowEvent(eventName: string, open: () => void) {
  useEffect(() => {
    window.addEventListener(eventName, open);
    return () => window.removeEventListener(eventName, open);
  }, [eventName, open]);

  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const state = location.state as { openDialog?: unknown } | null;
    if (state?.openDialog !== eventName) return;
    open();
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [eventName, location, navigate, open]);
}
