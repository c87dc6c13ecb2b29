import { startTransition, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary, ErrorFallback } from '@tackle/ui';
import { PagePlaceholder } from './auth/RequireAuth';
import { loadRemoteComponent, type RemoteModuleId } from './remote-pages';

export { REMOTE_MANIFESTS, registerTackleRemotes, preloadRemotePage, type RemoteModuleId, type RemoteName } from './remote-pages';

/** What one load of a route's page came to. */
type Loaded = { id: RemoteModuleId; attempt: number } & ({ Page: ComponentType } | { error: unknown });

/**
 * The page `id` once it can render without suspending, or its load's error; null while it loads.
 *
 * Loaded in an effect and shown by a state update in a transition, not by `lazy` and Suspense
 * (decision 170): React holds back the commit that replaces a Suspense fallback by its content (a
 * retry) until 300 ms after that fallback appeared, so a page whose code arrived 20 ms after its
 * placeholder was shown still waited 280 ms to appear. A transition is not held back, and renders
 * in short slices as the retry did.
 */
function useRemotePage(id: RemoteModuleId, label: string, attempt: number): Loaded | null {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let current = true;
    // A transition: the page renders in short slices, as a Suspense retry did, not in one long task.
    const show = (next: Loaded) => current && startTransition(() => setLoaded(next));
    loadRemoteComponent(id, label, attempt).then(
      (Page) => show({ id, attempt, Page }),
      (error: unknown) => show({ id, attempt, error }),
    );
    return () => {
      current = false;
    };
  }, [id, label, attempt]);
  return loaded && loaded.id === id && loaded.attempt === attempt ? loaded : null;
}

/** Hands a failed load to the error boundary around it. */
function Failed({ error }: { error: unknown }): never {
  throw error;
}

/**
 * A page from a remote: loaded with a spinner, inside an error boundary whose 'Try again'
 * re-attempts the load (a failed remote never leaves a blank page).
 */
export function RemotePage({
  id,
  label,
  frameError,
}: {
  id: RemoteModuleId;
  label: string;
  /** Wrap the error panel (e.g. in a header with Login for the landing page). */
  frameError?: (panel: ReactNode) => ReactNode;
}) {
  const [attempt, setAttempt] = useState(0);
  const loaded = useRemotePage(id, label, attempt);
  const title = `${label} is unavailable`;
  // Full height while the page loads: the footer then starts below the fold and does not shift.
  // The page's static first frame, if the HTML came with one, stays meanwhile (decision 102).
  const placeholder = <PagePlaceholder label={`Loading ${label}`} />;
  return (
    <ErrorBoundary
      key={id}
      title={title}
      onRetry={() => setAttempt((n) => n + 1)}
      {...(frameError ? { fallback: ({ error, reset }) => frameError(<ErrorFallback error={error} onRetry={reset} title={title} />) } : {})}
    >
      {!loaded ? (
        placeholder
      ) : 'error' in loaded ? (
        <Failed error={loaded.error} />
      ) : (
        // For what the page itself may still suspend on.
        <Suspense fallback={placeholder}>
          <loaded.Page />
        </Suspense>
      )}
    </ErrorBoundary>
  );
}
