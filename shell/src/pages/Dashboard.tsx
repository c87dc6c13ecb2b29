import { useQuery } from '@tanstack/react-query';
import { Fish, MapPin, PackageOpen, Wrench } from 'lucide-react';
import { dashboardResponseSchema } from '@tackle/contracts';
import { useApi, useSession } from '@tackle/ui';
import { useDocumentTitle } from '../useDocumentTitle';
import { DashboardActions, QuickAccess, RecentActivity, RespoolReminders, StatCard } from './dashboard-parts';

export function Dashboard() {
  const session = useSession();
  const api = useApi();
  useDocumentTitle('Dashboard');
  const summary = useQuery({
    queryKey: ['/api/dashboard'],
    queryFn: ({ signal }) => api.get('/api/dashboard', dashboardResponseSchema, { signal }),
  });
  const d = summary.data;
  const loading = summary.isPending;
  const username = session?.user.username ?? '';

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-foreground">Welcome back, {username}!</h1>
          <p className="mt-1 text-muted-foreground">Here is what is happening with your fishing.</p>
        </div>
        <DashboardActions />
      </div>

      <section aria-labelledby="overview-heading" className="mt-8">
        <h2 id="overview-heading" className="sr-only">
          Overview
        </h2>
        {summary.isError && (
          <p role="alert" className="mb-4 rounded-md border border-destructive/30 bg-destructive/5 px-4 py-3 text-sm text-destructive">
            Could not load your overview: {summary.error.message}{' '}
            <button type="button" className="font-medium underline underline-offset-4 cursor-pointer" onClick={() => void summary.refetch()}>
              Try again
            </button>
          </p>
        )}
        <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-busy={loading}>
          <StatCard title="Recent Catches" value={d?.catchesThisMonth} suffix="this month" icon={Fish} to="/catches" loading={loading} />
          <StatCard title="Gear Items" value={d?.gearTotal} suffix="total" icon={Wrench} to="/gear" loading={loading} />
          <StatCard title="Fish Spots" value={d?.savedSpots} suffix="saved" icon={MapPin} to="/fish-spots" loading={loading} />
          <StatCard
            title="Low Stock"
            value={d?.lowStockConsumables}
            suffix="consumables"
            icon={PackageOpen}
            to="/consumables?filter=low-stock"
            loading={loading}
          />
        </div>
      </section>

      <RespoolReminders reminders={d?.respool} />
      <QuickAccess />
      <RecentActivity summary={summary} />
    </div>
  );
}
