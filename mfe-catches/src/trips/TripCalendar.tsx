import { useEffect, useId, useMemo, useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Fish, Navigation } from 'lucide-react';
import type { CalendarDay } from '@tackle/contracts';
import { Button, Card, CardContent, cn, errorMessage, LoadError, LoadingState, useApi } from '@tackle/ui';
import { dateOfDay, dayAfterKey, monthOfDay, monthWeeks, moonPath, shiftMonth, waxing } from './calendar';
import { catchCount, fishCount } from './format';
import { tripQueries } from './queries';
import { tripPath } from './TripViews';

const WEEKDAYS = Array.from({ length: 7 }, (_, i) => new Date(2026, 1, 1 + i, 12)); // Sun 1 Feb 2026 ...

/** The moon as it looks that day (lit part drawn; its name is said by the text beside it). */
export function MoonIcon({ phase, className }: { phase: CalendarDay['moonPhase']; className?: string }) {
  const r = 8;
  return (
    <svg viewBox={`0 0 ${2 * r} ${2 * r}`} aria-hidden="true" className={cn('size-4 shrink-0', className)}>
      <circle cx={r} cy={r} r={r - 0.5} className="fill-muted-foreground/25 stroke-muted-foreground/60" strokeWidth={1} />
      <path d={moonPath(phase.illumination, waxing(phase.name), r)} className="fill-amber-300" />
    </svg>
  );
}

/** 'Saturday, December 5, 2026: 1 trip (Lake Fork — Sat, Dec 5), 3 catches, 5 fish, Full Moon'. */
function dayLabel(day: CalendarDay | undefined, date: string): string {
  const parts = [dateOfDay(date).toLocaleDateString(undefined, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' })];
  if (day) {
    const details = [
      day.trips.length > 0 ? `${day.trips.length} ${day.trips.length === 1 ? 'trip' : 'trips'} (${day.trips.map((trip) => trip.name).join(', ')})` : null,
      day.catches > 0 ? `${catchCount(day.catches)}, ${fishCount(day.fish)}` : null,
      day.moonPhase.name,
    ].filter(Boolean);
    parts.push(details.join(', '));
  }
  return parts.join(': ');
}

export interface TripCalendarProps {
  /** 'YYYY-MM'. */
  month: string;
  /** The chosen day ('YYYY-MM-DD' in `month`), or null. */
  day: string | null;
  onChange: (next: { month: string; day: string | null }) => void;
}

/**
 * The calendar of trips and catches (docs/decisions/126-trip-screens.md): a month grid with each
 * day's trips, fish and moon; the arrow keys, Home, End, Page Up and Page Down move between days
 * (and months), Enter or a click shows the day under the grid.
 */
export function TripCalendar({ month, day, onChange }: TripCalendarProps) {
  const api = useApi();
  const query = useQuery(tripQueries.calendar(api, month));
  const headingId = useId();
  const byDate = useMemo(() => new Map((query.data?.days ?? []).map((entry) => [entry.date, entry])), [query.data]);
  const weeks = useMemo(() => monthWeeks(month), [month]);
  const focusDay = day && monthOfDay(day) === month ? day : `${month}-01`;
  const gridRef = useRef<HTMLTableElement>(null);
  // After a key moved the focus (perhaps into another month), the new day's button takes it.
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${focusDay}"]`)?.focus();
  }, [focusDay, weeks]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const next = dayAfterKey(focusDay, event.key);
    if (!next) return;
    event.preventDefault();
    moved.current = true;
    onChange({ month: monthOfDay(next), day: next });
  };

  const monthName = dateOfDay(`${month}-01`).toLocaleDateString(undefined, { month: 'long', year: 'numeric' });
  const chosen = day ? byDate.get(day) : undefined;
  return (
    <div className="grid gap-4">
      <div className="flex items-center justify-between gap-2">
        <Button variant="outline" size="icon" aria-label="Previous month" onClick={() => onChange({ month: shiftMonth(month, -1), day: null })}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <h2 id={headingId} className="text-xl font-semibold" aria-live="polite">
          {monthName}
        </h2>
        <Button variant="outline" size="icon" aria-label="Next month" onClick={() => onChange({ month: shiftMonth(month, 1), day: null })}>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      {query.isError ? (
        <LoadError title="Could not load the calendar" message={errorMessage(query.error, 'Failed to load the calendar')} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <LoadingState label="Loading the calendar" />
      ) : (
        <table ref={gridRef} role="grid" aria-labelledby={headingId} className="w-full table-fixed border-collapse" onKeyDown={onKeyDown}>
          <thead>
            <tr>
              {WEEKDAYS.map((weekday) => (
                <th key={weekday.getDay()} scope="col" className="pb-2 text-center text-xs font-medium text-muted-foreground">
                  <abbr title={weekday.toLocaleDateString(undefined, { weekday: 'long' })} className="no-underline">
                    {weekday.toLocaleDateString(undefined, { weekday: 'short' })}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week, index) => (
              <tr key={index}>
                {week.map((date, cell) =>
                  date ? (
                    <DayCell key={date} date={date} entry={byDate.get(date)} selected={date === day} focusable={date === focusDay} onChoose={() => onChange({ month, day: date })} />
                  ) : (
                    <td key={`empty-${cell}`} className="border border-border/50 bg-muted/30" />
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {day && monthOfDay(day) === month ? <DayDetails date={day} entry={chosen} /> : null}
    </div>
  );
}

function DayCell({ date, entry, selected, focusable, onChoose }: { date: string; entry: CalendarDay | undefined; selected: boolean; focusable: boolean; onChoose: () => void }) {
  const hasTrip = (entry?.trips.length ?? 0) > 0;
  return (
    <td role="gridcell" aria-selected={selected} className="border border-border/50 p-0 align-top">
      <button
        type="button"
        data-day={date}
        tabIndex={focusable ? 0 : -1}
        aria-label={dayLabel(entry, date)}
        onClick={onChoose}
        className={cn(
          'flex h-16 w-full cursor-pointer flex-col items-stretch gap-0.5 p-1 text-left text-xs transition-colors sm:h-24 sm:p-1.5',
          'hover:bg-accent focus-visible:relative focus-visible:z-10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          hasTrip && 'bg-primary/10',
          selected && 'bg-secondary ring-2 ring-inset ring-primary',
        )}
      >
        <span className="flex items-center justify-between gap-1">
          <span className={cn('font-semibold tabular-nums', hasTrip && 'text-primary')}>{Number(date.slice(8))}</span>
          {entry ? <MoonIcon phase={entry.moonPhase} className="size-3 sm:size-4" /> : null}
        </span>
        {hasTrip ? <span className="hidden truncate font-medium text-primary sm:block">{entry?.trips[0]?.name}</span> : null}
        {entry && entry.fish > 0 ? (
          <span className="mt-auto flex items-center gap-0.5 text-muted-foreground">
            <Fish aria-hidden="true" className="size-3" />
            <span className="tabular-nums">{entry.fish}</span>
          </span>
        ) : null}
      </button>
    </td>
  );
}

/** Under the grid: the chosen day's trips (each a link to its page), its catches and its moon. */
function DayDetails({ date, entry }: { date: string; entry: CalendarDay | undefined }) {
  return (
    <Card>
      <CardContent className="grid gap-3 p-4">
        <h3 className="text-lg font-semibold">{dateOfDay(date).toLocaleDateString(undefined, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' })}</h3>
        {entry ? (
          <>
            <p className="flex items-center gap-2 text-sm">
              <MoonIcon phase={entry.moonPhase} />
              {entry.moonPhase.name}, {Math.round(entry.moonPhase.illumination * 100)}% lit
            </p>
            {entry.trips.length > 0 ? (
              <ul aria-label="Trips that day" className="grid gap-1">
                {entry.trips.map((trip) => (
                  <li key={trip.id}>
                    <Link to={tripPath(trip)} className="inline-flex items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline">
                      <Navigation aria-hidden="true" className="size-4" />
                      {trip.name}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">No trip that day.</p>
            )}
            <p className="text-sm">{entry.catches > 0 ? `${catchCount(entry.catches)}, ${fishCount(entry.fish)}` : 'No catches that day.'}</p>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">Nothing recorded.</p>
        )}
      </CardContent>
    </Card>
  );
}
