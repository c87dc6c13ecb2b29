import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Anchor, CalendarDays, DollarSign, Fish, Gauge, Layers, MapPin, Package, Ruler, Sparkles, Trophy, Wrench } from 'lucide-react';
import { formatCatchWeight, formatMoney, shortPlaceName, type StatsResponse } from '@tackle/contracts';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Checkbox,
  Label,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  useApi,
  useAuthLoading,
  useSession,
} from '@tackle/ui';
import { errorMessage } from '../catches/errors';
import { formatCatchDate } from '../catches/format';
import { CHART_COLORS, ChartCard } from './charts';
import { statsQueries } from './queries';

const PAGE = 'mx-auto w-full max-w-6xl space-y-6 px-4 py-6 sm:px-6 md:py-8';

function Title() {
  return <h1 className="text-3xl font-bold tracking-tight">Fishing Statistics</h1>;
}

export default function StatsPage() {
  const session = useSession();
  const authLoading = useAuthLoading();
  if (!session) {
    return (
      <div className={PAGE}>
        {authLoading ? (
          <div className="flex justify-center py-16">
            <Spinner size="lg" label="Loading" />
          </div>
        ) : (
          <Card className="mx-auto max-w-md text-center">
            <CardHeader>
              <CardTitle as="h1">Please Log In</CardTitle>
              <CardDescription>Log in to view your fishing statistics.</CardDescription>
              <div className="mt-4">
                <Button asChild>
                  <Link to="/auth">Log In</Link>
                </Button>
              </div>
            </CardHeader>
          </Card>
        )}
      </div>
    );
  }
  return <Statistics />;
}

function Figure({ label, value, detail, icon }: { label: string; value: ReactNode; detail?: ReactNode; icon: ReactNode }) {
  return (
    <Card className="min-w-0">
      <CardContent className="flex items-start gap-3 p-4 sm:p-5">
        <div className="hidden rounded-lg bg-secondary p-2 text-secondary-foreground sm:block [&_svg]:size-5" aria-hidden="true">
          {icon}
        </div>
        <dl className="min-w-0">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="break-words text-lg font-semibold leading-tight sm:text-2xl">{value}</dd>
          {detail ? <dd className="mt-0.5 text-xs text-muted-foreground">{detail}</dd> : null}
        </dl>
      </CardContent>
    </Card>
  );
}

const FIGURES = 'grid grid-cols-2 gap-3 lg:grid-cols-4';
const CHARTS = 'grid gap-4 lg:grid-cols-2';

function monthLabel(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return new Date(year ?? 2000, (number ?? 1) - 1, 1).toLocaleDateString(undefined, { month: 'short', year: 'numeric' });
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function Statistics() {
  const api = useApi();
  const [leaveOutEstimates, setLeaveOutEstimates] = useState(false);
  const statsQuery = useQuery(statsQueries.get(api, leaveOutEstimates ? 'exclude' : 'include'));

  if (statsQuery.isPending) {
    return (
      <div className={PAGE}>
        <Title />
        <div className="flex justify-center py-16">
          <Spinner size="lg" label="Loading statistics" />
        </div>
      </div>
    );
  }
  if (statsQuery.isError) {
    return (
      <div className={PAGE}>
        <Title />
        <Alert variant="destructive">
          <div className="flex-1">
            <AlertTitle>Could not load your statistics</AlertTitle>
            <AlertDescription>{errorMessage(statsQuery.error, 'Failed to load statistics')}</AlertDescription>
          </div>
          <Button variant="outline" size="sm" onClick={() => void statsQuery.refetch()}>
            Try again
          </Button>
        </Alert>
      </div>
    );
  }

  const stats = statsQuery.data;
  return (
    <div className={PAGE}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <Title />
        {stats.angler.totalCatches === 0 ? (
          <Button asChild>
            <Link to="/catches">Log your first catch</Link>
          </Button>
        ) : (
          <EstimatesToggle
            checked={leaveOutEstimates}
            onCheckedChange={setLeaveOutEstimates}
            estimatedWaterTemps={stats.estimates.waterTemp}
            updating={statsQuery.isPlaceholderData}
          />
        )}
      </div>
      <Tabs defaultValue="angler">
        <TabsList className="grid h-auto w-full grid-cols-3 sm:inline-flex sm:w-auto">
          <TabsTrigger value="angler" className="whitespace-normal sm:whitespace-nowrap">
            Angler Stats
          </TabsTrigger>
          <TabsTrigger value="gear" className="whitespace-normal sm:whitespace-nowrap">
            Gear Stats
          </TabsTrigger>
          <TabsTrigger value="catch" className="whitespace-normal sm:whitespace-nowrap">
            Catch Stats
          </TabsTrigger>
        </TabsList>
        <TabsContent value="angler" className="mt-4 space-y-4">
          <AnglerTab stats={stats} />
        </TabsContent>
        <TabsContent value="gear" className="mt-4 space-y-4">
          <GearTab stats={stats} />
        </TabsContent>
        <TabsContent value="catch" className="mt-4 space-y-4">
          <CatchTab stats={stats} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** Estimated values (water temperature from the air) in or out of the figures; the API leaves them out. */
function EstimatesToggle({
  checked,
  onCheckedChange,
  estimatedWaterTemps,
  updating,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  estimatedWaterTemps: number;
  updating: boolean;
}) {
  const id = useId();
  return (
    <div className="grid gap-1 sm:max-w-xs sm:text-right">
      <div className="flex items-center gap-2 sm:justify-end">
        <Checkbox
          id={id}
          checked={checked}
          onCheckedChange={(next) => onCheckedChange(next === true)}
          aria-describedby={`${id}-hint`}
        />
        <Label htmlFor={id}>Leave out estimated values</Label>
        {updating ? <Spinner size="sm" label="Updating statistics" /> : null}
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {estimatedWaterTemps === 0 ? (
          'No estimated values in your log.'
        ) : (
          <>
            {plural(estimatedWaterTemps, 'catch has', 'catches have')} a water temperature estimated from the air (
            <span className="whitespace-nowrap">air − 2 °F</span>){checked ? ', left out of the charts.' : '.'}
          </>
        )}
      </p>
    </div>
  );
}

function AnglerTab({ stats }: { stats: StatsResponse }) {
  const { angler, charts } = stats;
  return (
    <>
      <div className={FIGURES}>
        <Figure label="Total Catches" value={angler.totalCatches} icon={<Fish />} />
        <Figure label="Fishing Outings" value={angler.fishingOutings} detail="Days with a catch" icon={<CalendarDays />} />
        <Figure
          label="Most Used Setup"
          value={angler.mostUsedSetup?.name ?? 'None yet'}
          detail={angler.mostUsedSetup ? plural(angler.mostUsedSetup.catches, 'catch', 'catches') : 'Choose a setup when you log a catch'}
          icon={<Wrench />}
        />
        <Figure label="Catch Rate" value={`${angler.catchRatePerTrip} per trip`} detail="Catches per outing" icon={<Gauge />} />
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

function GearTab({ stats }: { stats: StatsResponse }) {
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

function CatchTab({ stats }: { stats: StatsResponse }) {
  const { catches, charts, personalBests } = stats;
  // Rising pressure green, steady blue, falling amber; the labels say it too.
  const trendColours = [CHART_COLORS[2], CHART_COLORS[5], CHART_COLORS[1]];
  return (
    <>
      <div className={FIGURES}>
        <Figure
          label="Most Caught Species"
          value={catches.mostCaughtSpecies?.label ?? 'None yet'}
          detail={catches.mostCaughtSpecies ? plural(catches.mostCaughtSpecies.count, 'catch', 'catches') : undefined}
          icon={<Fish />}
        />
        <Figure
          label="Popular Location"
          value={
            catches.popularLocation ? (
              <span title={catches.popularLocation.label}>{shortPlaceName(catches.popularLocation.label)}</span>
            ) : (
              'None yet'
            )
          }
          detail={catches.popularLocation ? plural(catches.popularLocation.count, 'catch', 'catches') : undefined}
          icon={<MapPin />}
        />
        <Figure
          label="Average Depth"
          value={catches.averageDepth == null ? '-' : `${catches.averageDepth} ft`}
          detail={catches.averageDepth == null ? 'No depths recorded yet' : undefined}
          icon={<Ruler />}
        />
        <Figure label="Species Variety" value={plural(catches.speciesVariety, 'species', 'species')} icon={<Sparkles />} />
      </div>

      <PersonalBests bests={personalBests} />

      <div className={CHARTS}>
        <ChartCard
          title="Species breakdown"
          data={charts.species.map((species) => ({ label: species.label, value: species.count }))}
          valueLabel="Catches"
          emptyText="No catches logged yet."
          horizontal
          colorful
        />
        <ChartCard
          title="Weight distribution"
          description="Weighed fish, in pounds."
          data={charts.weightDistribution.map((bucket) => ({ label: bucket.label, value: bucket.count }))}
          valueLabel="Fish"
          emptyText="No weighed fish yet. Add the weight when you log a catch."
        />
        <ChartCard
          title="Catches by water temperature"
          data={charts.waterTemperature.map((bucket) => ({ label: bucket.label.replace('°F', '°'), value: bucket.count }))}
          valueLabel="Catches"
          emptyText={
            stats.estimates.mode === 'exclude' && stats.estimates.waterTemp > 0
              ? 'No measured water temperatures yet. Estimated ones are left out.'
              : 'No water temperatures yet. Use Get Current Weather or type your reading when you log a catch.'
          }
          description={
            stats.estimates.waterTemp === 0
              ? 'In °F.'
              : stats.estimates.mode === 'exclude'
                ? `In °F. Measured only: ${plural(stats.estimates.waterTemp, 'estimate', 'estimates')} left out.`
                : `In °F. Includes ${plural(stats.estimates.waterTemp, 'estimate', 'estimates')} (air − 2 °F).`
          }
        />
        <ChartCard
          title="Catches by pressure trend"
          data={charts.pressureTrend.map((trend, index) => ({ label: trend.label, value: trend.count, ...(trendColours[index] ? { color: trendColours[index] } : {}) }))}
          valueLabel="Catches"
          emptyText="No pressure trends yet. Use Get Current Weather when you log a catch."
          colorful
        />
        <ChartCard
          title="Best lures and baits"
          data={charts.lures.map((lure) => ({
            label: lure.label,
            value: lure.count,
            ...(lure.heaviest != null ? { detail: `heaviest ${formatCatchWeight(lure.heaviest)}` } : {}),
          }))}
          valueLabel="Catches"
          emptyText="No lures recorded yet. Fill in Lure / Bait when you log a catch."
          horizontal
        />
        <ChartCard
          title="Best rigs"
          data={charts.rigs.map((rig) => ({
            label: rig.label,
            value: rig.count,
            ...(rig.heaviest != null ? { detail: `heaviest ${formatCatchWeight(rig.heaviest)}` } : {}),
          }))}
          valueLabel="Catches"
          emptyText="No rigs recorded yet. Fill in Rig when you log a catch."
          horizontal
        />
      </div>
    </>
  );
}

function PersonalBests({ bests }: { bests: StatsResponse['personalBests'] }) {
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle as="h3" className="flex items-center gap-2 text-base">
          <Trophy aria-hidden="true" className="size-5 text-warning" />
          Personal bests
        </CardTitle>
        <CardDescription>Your heaviest fish of each species.</CardDescription>
      </CardHeader>
      <CardContent>
        {bests.length === 0 ? (
          <p className="rounded-md border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
            No weighed fish yet. Your heaviest catch of each species will show here.
          </p>
        ) : (
          <div className="overflow-x-auto">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Species</TableHead>
                  <TableHead>Weight</TableHead>
                  <TableHead>Date</TableHead>
                  <TableHead className="hidden sm:table-cell">Location</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {bests.map((best) => (
                  <TableRow key={best.catchId}>
                    <TableCell className="font-medium">{best.species}</TableCell>
                    <TableCell className="whitespace-nowrap">{formatCatchWeight(best.weight)}</TableCell>
                    <TableCell className="whitespace-nowrap">{formatCatchDate(best.date)}</TableCell>
                    <TableCell className="hidden sm:table-cell">{best.location ?? '-'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
