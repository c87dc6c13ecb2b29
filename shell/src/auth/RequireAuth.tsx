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

/** The session check of a protected route; the page's static first frame stays meanwhile (decision 102). */
function SessionCheck({ pathname }: { pathname: string }) {
  useStaticFrameHold(pathname);
  return <PageSpinner label="Checking your session" />;
}

/** Protected route: spinner while auth loads, /auth when signed out (remembering the target). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const loading = useAuthLoading();
  const session = useSession();
  const location = useLocation();
  if (loading) return <SessionCheck pathname={location.pathname} />;
  if (!session) return <Navigate to="/auth" replace state={{ from: `${location.pathname}${location.search}${location.hash}` }} />;
  return <>{children}</>;
}
