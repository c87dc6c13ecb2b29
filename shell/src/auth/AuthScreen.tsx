import { useEffect, useId, useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { chosenTab, rememberTab } from './tab';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { credentialsSchema, type Credentials } from '@tackle/contracts';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Input,
  Label,
  Spinner,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  toast,
  useAuthLoading,
  useSession,
} from '@tackle/ui';
import { LogoMark } from '../layout/Logo';
import { startSignin } from './oidc';
import { useAuthInternals } from './AuthProvider';
import { TAGLINE } from '../constants';
import { useDocumentTitle } from '../useDocumentTitle';

const FEATURES = [
  'Every rod, reel and lure in one inventory',
  'Restock alerts before you run out of hooks, line or plastics',
  'Catch log with weather, water and location',
  'Statistics and fish-spot ideas from today’s conditions',
  'Smart Capture: add gear from a photo',
];

type Mode = 'login' | 'register';

const COPY: Record<Mode, { submit: string; failed: string; busy: string }> = {
  login: { submit: 'Login', failed: 'Login failed', busy: 'Logging in…' },
  register: { submit: 'Register', failed: 'Registration failed', busy: 'Creating account…' },
};

type InteractionError = { message?: string; code?: string; error?: string; error_description?: string };

async function submitCredentials(uid: string, mode: Mode, body: Credentials): Promise<string> {
  let res: Response;
  try {
    res = await fetch(`/idp/interaction/${encodeURIComponent(uid)}/${mode}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw Object.assign(new Error('Could not reach the server. Check your connection and try again.'), { code: 'network' });
  }
  const text = await res.text();
  let data: (InteractionError & { redirectTo?: string }) | null = null;
  try {
    data = text ? (JSON.parse(text) as InteractionError & { redirectTo?: string }) : null;
  } catch {
    data = null;
  }
  if (res.ok && data?.redirectTo) return data.redirectTo;
  const message =
    data?.message ?? data?.error_description ?? (res.status >= 500 ? `${res.status}: ${res.statusText}` : text || `${res.status}: ${res.statusText}`);
  throw Object.assign(new Error(message), { code: data?.code ?? data?.error });
}

function CredentialsForm({ mode, uid }: { mode: Mode; uid: string }) {
  const id = useId();
  const [sending, setSending] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Credentials>({ resolver: zodResolver(credentialsSchema), defaultValues: { username: '', password: '' }, mode: 'onTouched' });
  const copy = COPY[mode];

  const onSubmit = handleSubmit(async (values) => {
    setSending(true);
    try {
      const redirectTo = await submitCredentials(uid, mode, values);
      window.location.assign(redirectTo); // keep the button busy while the browser leaves
    } catch (err) {
      const code = (err as { code?: unknown }).code;
      if (code === 'interaction_expired') {
        toast({ title: copy.failed, description: 'Your sign-in took too long. Starting again…', variant: 'destructive' });
        await startSignin('/').catch(() => setSending(false));
        return;
      }
      toast({ title: copy.failed, description: err instanceof Error ? err.message : String(err), variant: 'destructive' });
      setSending(false);
    }
  });

  const userId = `${id}-username`;
  const passId = `${id}-password`;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={copy.submit}>
      <div className="grid gap-2">
        <Label htmlFor={userId}>Username</Label>
        <Input
          id={userId}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={errors.username ? true : undefined}
          aria-describedby={errors.username ? `${userId}-error` : undefined}
          {...register('username')}
        />
        {errors.username && (
          <p id={`${userId}-error`} className="text-sm text-destructive">
            {errors.username.message}
          </p>
        )}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={passId}>Password</Label>
        <Input
          id={passId}
          type="password"
          autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? `${passId}-error` : undefined}
          {...register('password')}
        />
        {errors.password && (
          <p id={`${passId}-error`} className="text-sm text-destructive">
            {errors.password.message}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={sending} aria-busy={sending}>
        {sending && <Spinner size="sm" label={copy.busy} className="text-current" />}
        {copy.submit}
      </Button>
    </form>
  );
}

function FullPageSpinner({ label }: { label: string }) {
  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <Spinner size="lg" label={label} showLabel />
    </main>
  );
}

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
    rememberTab(tab);
    let cancelled = false;
    startSignin(from).catch((err: unknown) => {
      if (!cancelled) setError(err instanceof Error ? err.message : String(err));
    });
    return () => {
      cancelled = true;
    };
  }, [from, configError, tab]);

  const problem = configError ?? error;
  if (!problem) return <FullPageSpinner label="Redirecting to sign in" />;
  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <Card className="w-full max-w-md text-center">
        <CardHeader>
          <CardTitle as="h1">Sign-in is unavailable</CardTitle>
          <CardDescription>{problem}</CardDescription>
        </CardHeader>
        <CardContent className="flex justify-center gap-2">
          <Button onClick={() => window.location.reload()}>Try again</Button>
          <Button variant="outline" asChild>
            <a href="/">Home</a>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}

function AuthPanel() {
  return (
    <aside
      aria-label="About Tackle"
      className="relative hidden overflow-hidden bg-gradient-to-br from-primary via-[#0a4f63] to-brand-teal p-10 text-primary-foreground md:flex md:w-[45%] md:flex-col md:justify-between lg:p-14"
    >
      <div className="flex items-center gap-2">
        <LogoMark className="text-white/15" />
        <span className="text-xl font-bold tracking-tight">Tackle</span>
      </div>
      <div className="max-w-md">
        <p className="text-3xl font-bold leading-tight lg:text-4xl">{TAGLINE}</p>
        <ul className="mt-8 grid gap-3 text-base text-white/90">
          {FEATURES.map((f) => (
            <li key={f} className="flex items-start gap-3">
              <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-[#9fe3dc]" aria-hidden="true" />
              <span>{f}</span>
            </li>
          ))}
        </ul>
      </div>
      <p className="text-sm text-white/75">Built for anglers who would rather be on the water.</p>
      <svg className="pointer-events-none absolute -bottom-6 left-0 w-full text-white/10" viewBox="0 0 600 80" aria-hidden="true">
        <path d="M0 40c50-20 100-20 150 0s100 20 150 0 100-20 150 0 100 20 150 0v40H0z" fill="currentColor" />
      </svg>
    </aside>
  );
}

export function AuthScreen() {
  const session = useSession();
  const loading = useAuthLoading();
  const [params] = useSearchParams();
  const uid = params.get('interaction');
  const initialTab = chosenTab(params.get('tab'));
  useDocumentTitle(initialTab === 'register' ? 'Register' : 'Login');

  if (loading) return <FullPageSpinner label="Checking your session" />;
  if (session) return <Navigate to="/" replace />;
  if (!uid) return <StartSignin />;

  return (
    <div className="flex min-h-dvh flex-col md:flex-row">
      <AuthPanel />
      <main className="flex flex-1 flex-col items-center justify-center px-4 py-8 sm:px-8">
        <div className="mb-6 text-center md:hidden">
          <a href="/" className="inline-flex items-center gap-2 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
            <LogoMark className="text-primary" />
            <span className="text-2xl font-bold tracking-tight">Tackle</span>
          </a>
          <p className="mt-2 text-sm text-muted-foreground">{TAGLINE}</p>
        </div>
        <Card className="w-full max-w-md">
          <CardHeader>
            <CardTitle as="h1" className="text-2xl">
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
                <CredentialsForm mode="login" uid={uid} />
              </TabsContent>
              <TabsContent value="register" className="mt-5">
                <CredentialsForm mode="register" uid={uid} />
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
      </main>
    </div>
  );
}
