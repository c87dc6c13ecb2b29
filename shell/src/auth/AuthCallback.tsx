import { Navigate } from 'react-router-dom';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Spinner, useAuthLoading, useSession } from '@tackle/ui';
import { useAuthInternals } from './AuthProvider';
import { startSignin } from './oidc';

/** /auth/callback: the provider redirected back; AuthProvider has exchanged the code. */
export function AuthCallback() {
  const { callback } = useAuthInternals();
  const loading = useAuthLoading();
  const session = useSession();

  if (callback.status === 'error') {
    return (
      <main className="flex min-h-dvh items-center justify-center p-6">
        <Card className="w-full max-w-md text-center">
          <CardHeader>
            <CardTitle as="h1">Sign-in did not complete</CardTitle>
            <CardDescription>{callback.message}</CardDescription>
          </CardHeader>
          <CardContent className="flex justify-center gap-2">
            <Button onClick={() => void startSignin('/')}>Try again</Button>
            <Button variant="outline" asChild>
              <a href="/">Home</a>
            </Button>
          </CardContent>
        </Card>
      </main>
    );
  }
  if (loading) {
    return (
      <main className="flex min-h-dvh items-center justify-center p-6">
        <Spinner size="lg" label="Signing you in" showLabel />
      </main>
    );
  }
  // Signed in: go where the user was heading. Not signed in (e.g. the user call failed): home.
  return <Navigate to={session && callback.status === 'done' ? callback.returnTo : '/'} replace />;
}
