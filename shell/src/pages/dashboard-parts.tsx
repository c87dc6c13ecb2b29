import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { Activity, BarChart3, Disc3, Fish, MapPin, Package, Settings2, Wrench, Zap, type LucideProps } from 'lucide-react';
import { LINE_TYPE_LABELS, type ActivityItem, type DashboardResponse, type RespoolReminder } from '@tackle/contracts';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  Skeleton,
  buttonVariants,
  dialogRequestState,
  formatDateTime,
  formatDay,
  useUnits,
  type Units,
} from '@tackle/ui';
import { relativeTime } from './relativeTime';

type Icon = ComponentType<LucideProps>;

/**
 * The catch log's form and Quick Catch, one tap away: the catches page opens them from the link's
 * state. Beside the greeting; also in the dashboard's static first frame (prerender/frame.tsx), so
 * the greeting wraps there as it does on the page.
 */
export function DashboardActions() {
  return (
    <div className="flex flex-wrap gap-2">
      <Link to="/catches" state={dialogRequestState('openQuickCatch')} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
        <Zap aria-hidden="true" />
        Quick Catch
      </Link>
      <Link to="/catches" state={dialogRequestState('openLogCatchDialog')} className={buttonVariants({ size: 'lg' })}>
        <Fish aria-hidden="true" />
        Log Catch
      </Link>
    </div>
  );
}

/** One figure of the overview, linking to its screen. */
export function StatCard({ title, value, suffix, icon: Icon, to, loading }: { title: string; value?: number; suffix: string; icon: Icon; to?: string; loading: boolean }) {
  const body = (
    <Card className="h-full transition-shadow hover:shadow-md">
      <CardHeader className="flex flex-row items-center justify-between gap-2 pb-2">
        <CardTitle as="h3" className="text-sm font-medium text-muted-foreground">
          {title}
        </CardTitle>
        <Icon className="size-5 text-primary" aria-hidden="true" />
      </CardHeader>
      <CardContent>
        {loading ? (
          <Skeleton className="h-8 w-24" />
        ) : (
          <p className="text-2xl font-bold text-foreground">
            {value ?? '—'} <span className="text-sm font-normal text-muted-foreground">{suffix}</span>
          </p>
        )}
      </CardContent>
    </Card>
  );
  if (!to) return body;
  return (
    <Link to={to} className="block rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2">
      {body}
    </Link>
  );
}

const SHORTCUTS: { title: string; action: string; description: string; to: string; icon: Icon }[] = [
  { title: 'Catch Logging', action: 'View Catches', description: 'Log catches with conditions, location and the setup that worked.', to: '/catches', icon: Fish },
  { title: 'Gear Management', action: 'Manage Gear', description: 'Rods, reels and lures: what you own and where it is stored.', to: '/gear', icon: Wrench },
  { title: 'Analytics', action: 'View Statistics', description: 'Catch rates, best baits and the conditions that produce.', to: '/stats', icon: BarChart3 },
  { title: 'Fish Spots', action: 'Explore Spots', description: 'Spot and technique ideas from the current weather.', to: '/fish-spots', icon: MapPin },
  { title: 'Setups', action: 'Build Setups', description: 'Pair rods, reels and lures into ready-to-fish combos.', to: '/setups', icon: Settings2 },
  { title: 'Consumables', action: 'Manage Supplies', description: 'Hooks, line, weights and plastics, with restock alerts.', to: '/consumables', icon: Package },
];

/** 'Quick access': a card per screen. */
export function QuickAccess() {
  return (
    <section aria-labelledby="shortcuts-heading" className="mt-10">
      <h2 id="shortcuts-heading" className="text-xl font-semibold text-foreground">
        Quick access
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {SHORTCUTS.map(({ title, action, description, to, icon: Icon }) => (
          <Link
            key={title}
            to={to}
            className="group block rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
          >
            <Card className="h-full transition-all group-hover:-translate-y-0.5 group-hover:shadow-md">
              <CardHeader>
                <div className="mb-2 flex size-10 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                  <Icon className="size-5" aria-hidden="true" />
                </div>
                <CardTitle as="h3">{title}</CardTitle>
                <CardDescription>{description}</CardDescription>
              </CardHeader>
              <CardContent>
                <span className="text-sm font-medium text-primary group-hover:underline">{action} →</span>
              </CardContent>
            </Card>
          </Link>
        ))}
      </div>
    </section>
  );
}

/** An activity line's text: a catch's weight after it, in the angler's units (decision 121). */
export function activityText(item: Pick<ActivityItem, 'description' | 'weight'>, units: Units): string {
  return [item.description, units.format('weight', item.weight)].filter(Boolean).join(' · ');
}

/** 'Recent Activity': the latest changes, or a first step when there are none. */
export function RecentActivity({ summary }: { summary: { isPending: boolean; isError: boolean; data?: DashboardResponse } }) {
  const loading = summary.isPending;
  const d = summary.data;
  const units = useUnits();
  return (
    <section aria-labelledby="activity-heading" className="mt-10">
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="flex items-center gap-2 text-xl" id="activity-heading">
            <Activity className="size-5 text-primary" aria-hidden="true" />
            Recent Activity
          </CardTitle>
        </CardHeader>
        <CardContent>
          {loading ? (
            <div className="grid gap-3" aria-hidden="true">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-12 w-full" />
              ))}
            </div>
          ) : summary.isError ? (
            <p className="text-sm text-muted-foreground">Recent activity is unavailable right now.</p>
          ) : d && d.recentActivity.length > 0 ? (
            <ul className="divide-y divide-border">
              {d.recentActivity.map((a) => (
                <li key={a.id} className="flex items-start justify-between gap-4 py-3">
                  <div className="min-w-0">
                    <p className="font-medium text-foreground">{a.title}</p>
                    {activityText(a, units) && <p className="text-sm text-muted-foreground">{activityText(a, units)}</p>}
                  </div>
                  {a.at && (
                    <time dateTime={a.at} title={formatDateTime(a.at)} className="shrink-0 text-sm text-muted-foreground">
                      {relativeTime(a.at)}
                    </time>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState
              icon={<Wrench />}
              title="No activity yet — add your first piece of gear."
              action={
                <Link
                  to="/gear"
                  state={dialogRequestState('openAddGearDialog')}
                  className="inline-flex h-9 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
                >
                  Add gear
                </Link>
              }
            />
          )}
        </CardContent>
      </Card>
    </section>
  );
}

/** 'Time to respool: Curado 200 — PowerPro 30 lb Braid spooled 14 months ago' (decision 128). */
export function respoolText(reminder: Pick<RespoolReminder, 'reelName' | 'lineName' | 'monthsAgo'>): string {
  const months = `${reminder.monthsAgo} month${reminder.monthsAgo === 1 ? '' : 's'}`;
  return `Time to respool: ${reminder.reelName} — ${reminder.lineName} spooled ${months} ago`;
}

/** The reels whose line is older than the angler's chosen age; nothing at all when none is. */
export function RespoolReminders({ reminders }: { reminders: readonly RespoolReminder[] | undefined }) {
  if (!reminders?.length) return null;
  return (
    <section aria-labelledby="respool-heading" className="mt-6">
      <Card>
        <CardHeader className="pb-2">
          <CardTitle as="h2" className="flex items-center gap-2 text-xl" id="respool-heading">
            <Disc3 className="size-5 text-warning" aria-hidden="true" />
            Line to respool
          </CardTitle>
          <CardDescription>
            Older than the age you chose for its kind of line in{' '}
            <Link to="/settings" className="font-medium text-primary underline-offset-4 hover:underline">
              Settings
            </Link>
            .
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="divide-y divide-border">
            {reminders.map((reminder) => (
              <li key={reminder.gearId} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
                <span className="min-w-0 font-medium text-foreground">{respoolText(reminder)}</span>
                <span className="text-sm text-muted-foreground">
                  {LINE_TYPE_LABELS[reminder.lineType]}, spooled {formatDay(reminder.spooledAt)} · limit {reminder.limitMonths} months
                </span>
              </li>
            ))}
          </ul>
          <Link to="/gear" className="mt-2 inline-block text-sm font-medium text-primary underline-offset-4 hover:underline">
            Spool a reel in your gear
          </Link>
        </CardContent>
      </Card>
    </section>
  );
}
