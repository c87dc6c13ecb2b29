import { Fish, MapPin, Ruler, Sparkles, Trophy } from 'lucide-react';
import { toDisplayUnit, waterTempEstimateRule, type StatsBucket, type StatsResponse } from '@tackle/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, ListTable, useUnits, type ListColumn, type Units } from '@tackle/ui';
import { formatCatchDate, shortPlaceName } from '../catches/format';
import { CHART_COLORS } from './chart-style';
import { ChartCard } from './charts';
import { CHARTS, FIGURES, Figure } from './Figure';
import { plural } from './format';

export function CatchTab({ stats }: { stats: StatsResponse }) {
  const { catches, charts, personalBests } = stats;
  // Weights, depths and temperatures in the angler's units (docs/decisions/121-units.md).
  const units = useUnits();
  const inUnit = units.system === 'imperial' ? 'In °F.' : 'In °C, the bands rounded to the degree.';
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
          value={units.format('depth', catches.averageDepth) ?? '-'}
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
          data={charts.waterTemperature.map((bucket) => ({ label: bucketLabel(bucket, units), value: bucket.count }))}
          valueLabel="Catches"
          emptyText={
            stats.estimates.mode === 'exclude' && stats.estimates.waterTemp > 0
              ? 'No measured water temperatures yet. Estimated ones are left out.'
              : 'No water temperatures yet. Use Get Current Weather or type your reading when you log a catch.'
          }
          description={
            stats.estimates.waterTemp === 0
              ? inUnit
              : stats.estimates.mode === 'exclude'
                ? `${inUnit} Measured only: ${plural(stats.estimates.waterTemp, 'estimate', 'estimates')} left out.`
                : `${inUnit} Includes ${plural(stats.estimates.waterTemp, 'estimate', 'estimates')} (${waterTempEstimateRule(units.system)}).`
          }
        />
        <ChartCard
          title="Catches by pressure trend"
          data={charts.pressureTrend.map((trend, index) => ({ label: trend.label, value: trend.count, ...(trendColours[index] ? { color: trendColours[index] } : {}) }))}
          valueLabel="Catches"
          emptyText="No pressure trends yet. Use Get Current Weather when you log a catch."
          colorful
        />
        <BestOfChart
          title="Best lures and baits"
          ranked={charts.lures}
          emptyText="No lures recorded yet. Fill in Lure / Bait when you log a catch."
        />
        <BestOfChart title="Best rigs" ranked={charts.rigs} emptyText="No rigs recorded yet. Fill in Rig when you log a catch." />
      </div>
    </>
  );
}

/**
 * A water-temperature band for the chart: the server's °F bands as they are ('60-65°'), or in °C
 * rounded to the degree ('16-18°'; the bands stay the server's).
 */
export function bucketLabel(bucket: Pick<StatsBucket, 'label' | 'min' | 'max'>, units: Units): string {
  if (units.system === 'imperial') return bucket.label.replace('°F', '°');
  const degrees = (value: number) => String(Math.round(toDisplayUnit(units.system, 'temperature', value)!));
  if (bucket.max === null) return `${degrees(bucket.min)}+°`;
  if (bucket.min <= -100) return `< ${degrees(bucket.max)}°`;
  return `${degrees(bucket.min)}-${degrees(bucket.max)}°`;
}

/** Lures or rigs by catches, each bar noting the heaviest fish taken on it. */
function BestOfChart({
  title,
  ranked,
  emptyText,
}: {
  title: string;
  ranked: StatsResponse['charts']['lures'];
  emptyText: string;
}) {
  const units = useUnits();
  return (
    <ChartCard
      title={title}
      data={ranked.map(({ label, count, heaviest }) => ({
        label,
        value: count,
        ...(heaviest != null ? { detail: `heaviest ${units.format('weight', heaviest)}` } : {}),
      }))}
      valueLabel="Catches"
      emptyText={emptyText}
      horizontal
    />
  );
}

type PersonalBest = StatsResponse['personalBests'][number];

const bestColumns = (units: Units): ReadonlyArray<ListColumn<PersonalBest>> => [
  { label: 'Species', cell: (best) => best.species, className: 'font-medium' },
  { label: 'Weight', cell: (best) => units.format('weight', best.weight), className: 'whitespace-nowrap' },
  { label: 'Date', cell: (best) => formatCatchDate(best.date), className: 'whitespace-nowrap' },
  {
    label: 'Location',
    cell: (best) => best.location ?? '-',
    className: 'hidden sm:table-cell',
    headClassName: 'hidden sm:table-cell',
  },
];

function PersonalBests({ bests }: { bests: StatsResponse['personalBests'] }) {
  const units = useUnits();
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
          <ListTable items={bests} rowKey={(best) => best.catchId} columns={bestColumns(units)} framed={false} />
        )}
      </CardContent>
    </Card>
  );
}
