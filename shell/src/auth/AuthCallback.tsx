import { Navigate } from 'react-router-dom';
import { useAuthLoading, useSession } from '@tackle/ui';
import { FullPageSpinner, SignInProblem } from './AuthStatus';
import { useAuthInternals } from './AuthProvider';
import { startSignin } from './oidc';

/** /auth/callback: the provider redirected back; AuthProvider has exchanged the code. */
export function AuthCallback() {
  const { callback } = useAuthInternals();
  const loading = useAuthLoading();
  const session = useSession();

  if (callback.status === 'error') {
    return <SignInProblem title="Sign-in did not complete" problem={callback.message} onRetry={() => void startSignin('/')} />;
  }
  if (loading) return <FullPageSpinner label="Signing you in" />;
  // Signed in: go where the user was heading. Not signed in (e.g. the user call failed): home.
  return <Navigate to={session && callback.status === 'done' ? callback.returnTo : '/'} replace />;
}
