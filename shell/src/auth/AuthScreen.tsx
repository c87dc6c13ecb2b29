import { useEffect, useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  useAuthLoading,
  useSession,
} from '@tackle/ui';
import { LogoMark } from '../layout/Logo';
import { TAGLINE } from '../constants';
import { useDocumentTitle } from '../useDocumentTitle';
import { AuthPanel } from './AuthPanel';
import { FullPageSpinner, SignInProblem } from './AuthStatus';
import { useAuthInternals } from './AuthProvider';
import { CredentialsForm } from './CredentialsForm';
import { startSignin } from './oidc';
import { chosenTab, type AuthTab } from './tab';
import { useStaticFrameHold } from '../useStaticFrameHold';

/** Starts the redirect login (no interaction yet). */
function StartSignin() {
  const location = useLocation();
  const [params] = useSearchParams();
  const tab = params.get('tab');
  const { configError } = useAuthInternals();
  const [error, setError] = useState<string | null>(null);
  const from = (location.state as { from?: string } | null)?.from ?? '/';

  useEffect(() => {
    if (configError) return;
    let cancelled = false;
    startSignin(from, tab).catch((err: unknown) => {
      if (!cancelled) setError(err instanceof Error ? err.message : String(err));
    });
    return () => {
      cancelled = true;
    };
  }, [from, configError, tab]);

  const problem = configError ?? error;
  if (!problem) return <FullPageSpinner label="Redirecting to sign in" />;
  return <SignInProblem title="Sign-in is unavailable" problem={problem} onRetry={() => window.location.reload()} />;
}

/** The session check, standing for the sign-in form: the form's static first frame stays meanwhile (decision 164). */
function SessionCheck() {
  useStaticFrameHold(useLocation().pathname);
  return <FullPageSpinner label="Checking your session" />;
}

export function AuthScreen() {
  const session = useSession();
  const loading = useAuthLoading();
  const [params] = useSearchParams();
  const uid = params.get('interaction');
  const initialTab = chosenTab(params.get('tab'));
  useDocumentTitle(initialTab === 'register' ? 'Register' : 'Login');

  if (loading) return <SessionCheck />;
  if (session) return <Navigate to="/" replace />;
  if (!uid) return <StartSignin />;
  return <SignInForms uid={uid} initialTab={initialTab} />;
}

/**
 * The sign-in screen with its two forms. `frame`: as the build prerenders it into the form's static
 * first frame (src/prerender/frame.tsx, decision 164): the same screen, its title not a heading and
 * its main part not a <main> (the page has one of each, the app's), its fields disabled until the app
 * has taken over.
 */
export function SignInForms({ uid, initialTab, frame = false }: { uid: string; initialTab: AuthTab; frame?: boolean }) {
  const Main = frame ? 'div' : 'main';
  return (
    <div className="flex min-h-dvh flex-col md:flex-row">
      <AuthPanel />
      <Main className="flex flex-1 flex-col items-center justify-center px-4 py-8 sm:px-8">
        <div className="mb-6 text-center md:hidden">
          <a href="/" className="inline-flex items-center gap-2 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
            <LogoMark className="text-primary" />
            <span className="text-2xl font-bold tracking-tight">Tackle</span>
          </a>
          <p className="mt-2 text-sm text-muted-foreground">{TAGLINE}</p>
        </div>
        <Card className="w-full max-w-md">
          <CardHeader>
            <CardTitle as={frame ? 'div' : 'h1'} className="text-2xl">
              Welcome to Tackle
            </CardTitle>
            <CardDescription>Sign in to your account or create a new one.</CardDescription>
          </CardHeader>
          <CardContent>
            <Tabs defaultValue={initialTab}>
              <TabsList className="grid w-full grid-cols-2">
                <TabsTrigger value="login">Login</TabsTrigger>
                <TabsTrigger value="register">Register</TabsTrigger>
              </TabsList>
              <TabsContent value="login" className="mt-5">
                <CredentialsForm mode="login" uid={uid} disabled={frame} />
              </TabsContent>
              <TabsContent value="register" className="mt-5">
                <CredentialsForm mode="register" uid={uid} disabled={frame} />
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
        <p className="mt-6 text-center text-sm text-muted-foreground">
          Just browsing?{' '}
          <a className="font-medium text-primary underline-offset-4 hover:underline" href="/techniques">
            Read our fishing guides
          </a>
        </p>
      </Main>
    </div>
  );
}
