import { useEffect, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { ErrorBoundary, Toaster, useAuthLoading, useSession } from '@tackle/ui';
import { queryClient } from './queryClient';
import { AuthProvider } from './auth/AuthProvider';
import { hasStoredUser } from './auth/signed-in';
import { PagePlaceholder, PageSpinner, RequireAuth } from './auth/RequireAuth';
import { AppLayout } from './layout/AppLayout';
import { PublicLayout } from './layout/PublicLayout';
import { screenLoadedApart } from './loaded';
import { RemotePage, type RemoteModuleId } from './remotes';
import { useDocumentTitle } from './useDocumentTitle';

// Loaded when first shown, so the landing page and the remotes' pages do not download and run the
// sign-in form (react-hook-form, zod, the contracts) or the dashboard (decision 100); shown once
// their code is in, by a transition, not a Suspense retry React holds back (src/loaded.tsx, decision 170).
const AuthScreen = screenLoadedApart(() => import('./auth/AuthScreen').then((m) => m.AuthScreen));
const AuthCallback = screenLoadedApart(() => import('./auth/AuthCallback').then((m) => m.AuthCallback), 'Signing you in');
// Named (route-pages.json's shell/Dashboard, shell/Settings): the build lists their chunks in startup.json.
const Dashboard = screenLoadedApart(() => import(/* webpackChunkName: "page-dashboard" */ './pages/Dashboard').then((m) => m.Dashboard));
const Settings = screenLoadedApart(() => import(/* webpackChunkName: "page-settings" */ './pages/Settings').then((m) => m.Settings));

/** Signed in: the app frame; signed out: the public frame (or none, for the landing page). */
function Frame({ children, bare = false }: { children: ReactNode; bare?: boolean }) {
  const session = useSession();
  if (session) return <AppLayout>{children}</AppLayout>;
  if (bare) return <>{children}</>;
  return <PublicLayout>{children}</PublicLayout>;
}

/**
 * '/' and unknown paths: dashboard when signed in, landing page otherwise. With no stored user
 * there can be no session, so the landing page renders at once instead of after the session check.
 */
function Home() {
  const loading = useAuthLoading();
  const session = useSession();
  // Standing for the dashboard: its static first frame, where the HTML came with one, stays meanwhile (decision 165).
  if (loading && hasStoredUser()) return <PagePlaceholder label="Loading" />;
  if (session) {
    return (
      <AppLayout>
        <Dashboard />
      </AppLayout>
    );
  }
  return <Landing />;
}

function Landing() {
  useDocumentTitle(undefined);
  return (
    <Frame bare>
      <RemotePage id="public/LandingPage" label="Home" frameError={(panel) => <PublicLayout>{panel}</PublicLayout>} />
    </Frame>
  );
}

function Protected({ id, label }: { id: RemoteModuleId; label: string }) {
  useDocumentTitle(label);
  return (
    <RequireAuth>
      <AppLayout>
        <RemotePage id={id} label={label} />
      </AppLayout>
    </RequireAuth>
  );
}

function PublicPage({ id, label }: { id: RemoteModuleId; label: string }) {
  const loading = useAuthLoading();
  useDocumentTitle(label);
  if (loading) return <PageSpinner label="Loading" />;
  return (
    <Frame>
      <RemotePage id={id} label={label} />
    </Frame>
  );
}

function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Home />} />
      <Route
        path="/auth"
        element={
          <AuthScreen />
        }
      />
      <Route
        path="/auth/callback"
        element={
          <AuthCallback />
        }
      />
      <Route
        path="/dashboard"
        element={
          <RequireAuth>
            <AppLayout>
              <Dashboard />
            </AppLayout>
          </RequireAuth>
        }
      />
      <Route
        path="/settings"
        element={
          <RequireAuth>
            <AppLayout>
              <Settings />
            </AppLayout>
          </RequireAuth>
        }
      />
      <Route path="/gear" element={<Protected id="gear/GearPage" label="Gear Inventory" />} />
      <Route path="/consumables" element={<Protected id="gear/ConsumablesPage" label="Consumables" />} />
      <Route path="/storage" element={<Protected id="gear/StoragePage" label="Storage Locations" />} />
      <Route path="/setups" element={<Protected id="gear/SetupsPage" label="Fishing Setups" />} />
      <Route path="/catches" element={<Protected id="catches/CatchesPage" label="Catch Log" />} />
      <Route path="/stats" element={<Protected id="catches/StatsPage" label="Fishing Statistics" />} />
      <Route path="/trips" element={<Protected id="catches/TripsPage" label="Trips" />} />
      <Route path="/trips/:id" element={<Protected id="catches/TripPage" label="Trip" />} />
      <Route path="/fish-spots" element={<Protected id="conditions/FishSpotsPage" label="Fish Spots" />} />
      <Route path="/techniques" element={<PublicPage id="public/TechniquesPage" label="Techniques" />} />
      <Route path="/guide" element={<PublicPage id="public/GuidePage" label="Guide" />} />
      <Route path="/knots" element={<PublicPage id="public/KnotsPage" label="Knots" />} />
      <Route path="/safety" element={<PublicPage id="public/SafetyPage" label="Safety" />} />
      <Route path="*" element={<Home />} />
    </Routes>
  );
}

export function App() {
  return (
    <ErrorBoundary title="Tackle ran into a problem" onRetry={() => window.location.reload()}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AuthProvider>
            <ScrollToTop />
            <AppRoutes />
          </AuthProvider>
        </BrowserRouter>
        <Toaster />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
