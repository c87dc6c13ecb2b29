import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Spinner, useAuthLoading, useSession } from '@tackle/ui';
import { useStaticFrameHold } from '../useStaticFrameHold';

/** A full-height placeholder, so the footer below it is not pushed down the screen later (CLS). */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center p-6">
      <Spinner size="lg" label={label} />
    </div>
  );
}

/**
 * A placeholder that stands for the page of the route it is on (its session check, its code
 * loading): the page's static first frame stays meanwhile, if the HTML came with one (decision 102).
 */
export function PagePlaceholder({ label }: { label: string }) {
  useStaticFrameHold(useLocation().pathname);
  return <PageSpinner label={label} />;
}

/** Protected route: spinner while auth loads, /auth when signed out (remembering the target). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const loading = useAuthLoading();
  const session = useSession();
  const location = useLocation();
  if (loading) return <PagePlaceholder label="Checking your session" />;
  if (!session) return <Navigate to="/auth" replace state={{ from: `${location.pathname}${location.search}${location.hash}` }} />;
  return <>{children}</>;
}
