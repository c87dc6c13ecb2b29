import { lazy, Suspense, useEffect, useId, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Clock, Fish, Gauge, Timer } from 'lucide-react';
import type { Catch, Trip } from '@tackle/contracts';
import { Card, CardContent, CardHeader, CardTitle, Skeleton, Table, TableBody, TableCell, TableHead, TableHeader, TableRow, useUnits, dateFormat } from '@tackle/ui';
import { catchQueries } from '../catches/queries';
import { FIGURES, Figure } from '../stats/Figure';
import { catchCount, fishCount, formatDuration, tripTime } from './format';
import type { TripFigures, WeatherLine } from './summary';

// The parts of a trip's page (docs/decisions/126-trip-screens.md).

// Leaflet is loaded only on a page that shows a map.
const loadLocationMap = () => import(/* webpackChunkName: "map" */ '../catches/LocationMap');
const LocationMap = lazy(loadLocationMap);

/**
 * Asks for the map's script and the tile server's address (GET /app-config.json, which the map
 * reads before its first tile) together, as soon as the page knows it will show a map: from the
 * trip's summary, while its catches still load (decision 158). Left to the map, they came one after
 * the other, after the catches. The address is read by a query of this component's own, not a
 * prefetch: the app keeps no answer nobody watches (spec §9's cache time 0), so a prefetched one
 * would be gone before the map asked for it. Since decision 175 the script's download has started
 * with the page's HTML and since decision 176 the address is the shell's answer: this starts the
 * script's evaluation and the query as early.
 */
function useMapAhead(wanted: boolean) {
  useQuery({ ...catchQueries.appConfig(), enabled: wanted });
  useEffect(() => {
    // A failure is the map's to show when it renders; nothing is lost here.
    if (wanted) loadLocationMap().catch(() => undefined);
  }, [wanted]);
}

/** A section of the trip's page: a card with its title. */
export function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <Card className={className}>
      <CardHeader className="pb-3">
        <CardTitle as="h2" className="text-lg">
          {title}
        </CardTitle>
      </CardHeader>
      {/* One column no wider than the card: a wide table scrolls inside it. */}
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-4 text-sm">{children}</CardContent>
    </Card>
  );
}

const rate = (value: number | null) => (value === null ? '–' : `${value}`);

/** The headline figures: time on the water, fish, fish per hour, catches per hour. */
export function TripFiguresRow({ figures, underWay }: { figures: TripFigures; underWay: boolean }) {
  return (
    <div className={FIGURES}>
      <Figure label="Time on the water" value={formatDuration(figures.hours)} detail={underWay ? 'So far: the trip is under way' : undefined} icon={<Clock />} />
      <Figure label="Fish" value={figures.fish} detail={catchCount(figures.catches)} icon={<Fish />} />
      <Figure label="Fish per hour" value={rate(figures.fishPerHour)} detail={figures.fishPerHour === null ? 'Not for a trip under a minute' : undefined} icon={<Gauge />} />
      <Figure label="Catches per hour" value={rate(figures.catchesPerHour)} icon={<Timer />} />
    </div>
  );
}

/** A titled list of names with how many fish each: species, setups, baits. */
export function CountList({ title, items, empty }: { title: string; items: ReadonlyArray<{ key: string; name: string; fish: number }>; empty: string }) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      {items.length === 0 ? (
        <p className="text-muted-foreground">{empty}</p>
      ) : (
        <ul aria-labelledby={id} className="grid gap-1.5">
          {items.map((item) => (
            <li key={item.key} className="flex items-baseline justify-between gap-3">
              <span className="min-w-0 break-words">{item.name}</span>
              <span className="shrink-0 font-medium tabular-nums">{fishCount(item.fish)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The map's box while its catches or its script load: the map's own size, so nothing moves when it comes. */
const MAP_PLACEHOLDER = <Skeleton className="h-56 w-full sm:h-64" />;

/**
 * Where the trip's fish were caught: a pin per catch with a place; how many had none. While the
 * catches load (`catches` undefined), the map's place is kept when the trip has catches (its
 * summary says how many), so that the cards under it do not move when it comes (decision 153).
 */
export function TripMap({ catches, expected }: { catches: ReadonlyArray<Pick<Catch, 'id' | 'species' | 'quantity' | 'coordinates' | 'date'>> | undefined; expected: number }) {
  useMapAhead(catches ? catches.some((item) => item.coordinates) : expected > 0);
  if (!catches) {
    return (
      <Section title="Where they were caught">
        {expected > 0 ? MAP_PLACEHOLDER : <p className="text-muted-foreground">No catches on this trip yet.</p>}
      </Section>
    );
  }
  const spots = catches.flatMap((item) =>
    item.coordinates
      ? [{ id: item.id, coordinates: item.coordinates, label: `${item.species}${item.quantity > 1 ? ` ×${item.quantity}` : ''}, ${tripTime(item.date).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' })}` }]
      : [],
  );
  const without = catches.length - spots.length;
  return (
    <Section title="Where they were caught">
      {spots.length > 0 ? (
        <Suspense fallback={MAP_PLACEHOLDER}>
          <LocationMap spots={spots} label={`Map of the trip's catches: ${spots.length} ${spots.length === 1 ? 'spot' : 'spots'}`} />
        </Suspense>
      ) : (
        <p className="text-muted-foreground">{catches.length === 0 ? 'No catches on this trip yet.' : 'None of the catches has a place.'}</p>
      )}
      {spots.length > 0 && without > 0 ? <p className="text-muted-foreground">{`${catchCount(without)} without a place ${without === 1 ? 'is' : 'are'} not on the map.`}</p> : null}
    </Section>
  );
}

/** The water as the angler found it, who was on board, and the notes. */
export function TripConditions({ trip }: { trip: Trip }) {
  const units = useUnits();
  const rows: Array<[string, string | null]> = [
    ['Place', trip.place],
    ['Water temperature', units.format('temperature', trip.waterTemp)],
    ['Water clarity', trip.waterClarity],
    ['Water level', trip.waterLevel],
    ['Anglers on board', trip.anglers],
  ];
  const shown = rows.filter((row): row is [string, string] => !!row[1]);
  return (
    <Section title="The water and the crew">
      {shown.length > 0 ? (
        <dl className="grid gap-2 sm:grid-cols-[auto_1fr] sm:gap-x-6">
          {shown.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="break-words font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-muted-foreground">No water readings or crew recorded: edit the trip to add them.</p>
      )}
      {trip.notes ? <p className="whitespace-pre-line break-words">{trip.notes}</p> : null}
    </Section>
  );
}

/** The weather through the day: each hour the weather service reported, and each catch with the weather logged with it. */
export function TripWeather({ lines, underWay }: { lines: readonly WeatherLine[]; underWay: boolean }) {
  const units = useUnits();
  const oneDay = new Set(lines.map((line) => new Date(line.time).toDateString())).size <= 1;
  const when = (time: number) =>
    oneDay
      ? dateFormat(undefined, { hour: 'numeric', minute: '2-digit' }).format(time)
      : dateFormat(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(time);
  const dash = (text: string | null | undefined) => text || '–';
  const hours = lines.filter((line) => line.kind === 'hour').length;
  return (
    <Section title="Weather through the day">
      <p className="text-muted-foreground">
        {hours > 0
          ? 'Each hour as the weather service reported it, and each catch with the weather logged with it.'
          : underWay
            ? 'The weather of each hour is added when the trip ends; catches show the weather logged with them.'
            : 'No hourly weather for this trip (it ended without signal, or has no place); catches show the weather logged with them.'}
      </p>
      {lines.length > 0 ? (
        <div className="rounded-lg border">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Time</TableHead>
                <TableHead>What</TableHead>
                <TableHead>Air</TableHead>
                <TableHead>Skies</TableHead>
                <TableHead>Wind</TableHead>
                <TableHead>Pressure</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {lines.map((line) => (
                <TableRow key={line.kind === 'hour' ? `h-${line.at}` : `c-${line.id}`} className={line.kind === 'catch' ? 'bg-primary/5' : undefined}>
                  <TableCell className="whitespace-nowrap tabular-nums">{when(line.time)}</TableCell>
                  <TableCell className="whitespace-nowrap">
                    {line.kind === 'hour' ? (
                      <span className="text-muted-foreground">Hourly report</span>
                    ) : (
                      <span className="inline-flex items-center gap-1.5 font-medium">
                        <Fish aria-hidden="true" className="size-4 text-primary" />
                        {line.species}
                        {line.quantity > 1 ? ` ×${line.quantity}` : ''}
                      </span>
                    )}
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{dash(units.format('temperature', line.airTemp))}</TableCell>
                  <TableCell className="whitespace-nowrap">{dash(line.skies)}</TableCell>
                  <TableCell className="whitespace-nowrap">
                    {line.windSpeed == null ? '–' : `${line.windDirection ? `${line.windDirection} ` : ''}${units.format('speed', line.windSpeed)}`}
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{dash(units.format('pressure', line.barometer))}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      ) : null}
    </Section>
  );
}
