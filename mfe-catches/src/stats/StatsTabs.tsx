import { Link } from 'react-router-dom';
import { Anchor, CalendarDays, DollarSign, Fish, Gauge, Layers, Navigation, Package, Timer, Trophy, Wrench } from 'lucide-react';
import type { StatsResponse } from '@tackle/contracts';
import { Card, CardContent, CardHeader, CardTitle, formatMoney } from '@tackle/ui';
import { formatCatchDate } from '../catches/format';
import { ChartCard } from './charts';
import { CHARTS, FIGURES, Figure } from './Figure';
import { monthLabel, outingsDetail, plural } from './format';

/** The trips with the most fish (issue 19), each a link to its page. */
function BestTrips({ trips, className }: { trips: StatsResponse['bestTrips']; className?: string }) {
  return (
    <Card className={className}>
      <CardHeader className="pb-3">
        <CardTitle as="h2" className="flex items-center gap-2 text-lg">
          <Trophy aria-hidden="true" className="size-5 text-primary" />
          Best trips
        </CardTitle>
      </CardHeader>
      <CardContent className="text-sm">
        {trips.length === 0 ? (
          <p className="text-muted-foreground">
            No trip with a fish yet. <Link to="/trips" className="text-primary underline-offset-4 hover:underline">Start a trip</Link> when you get on the water.
          </p>
        ) : (
          <ol aria-label="Best trips" className="grid gap-2">
            {trips.map((trip) => (
              <li key={trip.id} className="flex items-baseline justify-between gap-3">
                <Link to={`/trips/${encodeURIComponent(trip.id)}`} className="inline-flex min-w-0 items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline">
                  <Navigation aria-hidden="true" className="size-4 shrink-0" />
                  <span className="break-words">{trip.name}</span>
                </Link>
                <span className="shrink-0 text-muted-foreground">
                  {formatCatchDate(trip.date.slice(0, 10))} · <span className="font-medium text-foreground tabular-nums">{trip.fish} fish</span>
                </span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

export function AnglerTab({ stats }: { stats: StatsResponse }) {
  const { angler, charts } = stats;
  return (
    <>
      <div className={FIGURES}>
        <Figure
          label="Total Catches"
          value={angler.totalCatches}
          detail={angler.catchEntries !== angler.totalCatches ? `Fish, in ${plural(angler.catchEntries, 'entry', 'entries')}` : undefined}
          icon={<Fish />}
        />
        <Figure label="Fishing Outings" value={angler.fishingOutings} detail={outingsDetail(angler)} icon={<CalendarDays />} />
        <Figure
          label="Most Used Setup"
          value={angler.mostUsedSetup?.name ?? 'None yet'}
          detail={angler.mostUsedSetup ? plural(angler.mostUsedSetup.catches, 'catch', 'catches') : 'Choose a setup when you log a catch'}
          icon={<Wrench />}
        />
        <Figure label="Catch Rate" value={`${angler.catchRatePerTrip} per trip`} detail="Fish per outing" icon={<Gauge />} />
      </div>
      {/* The trips' own figures (issue 19): how fast the fish came, and the best days. */}
      <div className="grid gap-3 lg:grid-cols-4">
        <Figure
          label="Fish per Hour"
          value={angler.fishPerHour ?? '–'}
          detail={angler.fishPerHour === null ? 'End a trip to see it' : 'On the water, over your ended trips'}
          icon={<Timer />}
        />
        <BestTrips trips={stats.bestTrips} className="lg:col-span-3" />
      </div>
      <ChartCard
        title="Catches per month"
        description="Every month from your first catch to your latest."
        data={charts.catchesByMonth.map((month) => ({ label: monthLabel(month.month), value: month.count }))}
        valueLabel="Catches"
        emptyText="No catches logged yet. Your months on the water will show here."
      />
    </>
  );
}

export function GearTab({ stats }: { stats: StatsResponse }) {
  const { gear } = stats;
  return (
    <>
      <div className={FIGURES}>
        <Figure label="Total Gear Count" value={gear.totalGear} icon={<Package />} />
        <Figure
          label="Total Investment"
          value={formatMoney(gear.totalInvestment)}
          detail="Purchase cost, else retail cost"
          icon={<DollarSign />}
        />
        <Figure
          label="Gear Categories"
          value={gear.gearCategories}
          detail={gear.byCategory.map((category) => category.label).join(', ') || 'Rods, reels and lures'}
          icon={<Layers />}
        />
        <Figure
          label="Average Cost"
          value={formatMoney(gear.averageCost)}
          detail={gear.pricedItems > 0 ? `Over ${plural(gear.pricedItems, 'item', 'items')} with a cost` : 'No costs recorded yet'}
          icon={<Anchor />}
        />
      </div>
      <div className={CHARTS}>
        <ChartCard
          title="Gear by category"
          data={gear.byCategory.map((category) => ({ label: `${category.label}s`, value: category.count }))}
          valueLabel="Items"
          emptyText="No gear yet. Add rods, reels and lures in Gear Inventory."
          colorful
        />
        <ChartCard
          title="Investment by category"
          description="In dollars."
          data={gear.byCategory.map((category) => ({ label: `${category.label}s`, value: Math.round(category.investment) }))}
          valueLabel="Dollars"
          emptyText="No gear costs recorded yet."
          colorful
        />
      </div>
    </>
  );
}
