import { useState, type ReactNode } from 'react';
import { ErrorBoundary, ErrorFallback } from '@tackle/ui';
import { PagePlaceholder } from './auth/RequireAuth';
import { LoadedScreen, useLoaded } from './loaded';
import { loadRemoteComponent, type RemoteModuleId } from './remote-pages';

export { REMOTE_MANIFESTS, registerTackleRemotes, preloadRemotePage, type RemoteModuleId, type RemoteName } from './remote-pages';

/**
 * A page from a remote: loaded with a spinner, inside an error boundary whose 'Try again'
 * re-attempts the load (a failed remote never leaves a blank page). Shown once its code is in, by a
 * transition, not a Suspense retry that React holds back (src/loaded.tsx, decision 170).
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
  const loaded = useLoaded(`${id}#${attempt}`, () => loadRemoteComponent(id, label, attempt));
  const title = `${label} is unavailable`;
  return (
    <ErrorBoundary
      key={id}
      title={title}
      onRetry={() => setAttempt((n) => n + 1)}
      {...(frameError ? { fallback: ({ error, reset }) => frameError(<ErrorFallback error={error} onRetry={reset} title={title} />) } : {})}
    >
      {/* Full height while the page loads: the footer then starts below the fold and does not shift.
          The page's static first frame, if the HTML came with one, stays meanwhile (decision 102). */}
      <LoadedScreen loaded={loaded} placeholder={<PagePlaceholder label={`Loading ${label}`} />} />
    </ErrorBoundary>
  );
}
