import { Link } from 'react-router-dom';
import { CalendarDays, CloudSun, CopyPlus, Fish, MapPin, Navigation, Pencil, Ruler, Scale, Thermometer, Trash2 } from 'lucide-react';
import { isEstimated, type Catch } from '@tackle/contracts';
import { Badge, badgeVariants, Button, Card, cn, CardContent, CardFooter, CardGrid, CardHeader, CardTitle, SyncBadge, useUnits } from '@tackle/ui';
import { formatCatchDate } from './format';
import type { ListedCatch } from './pending';

export interface CatchCardsProps {
  catches: readonly ListedCatch[];
  setupName: (setupId: string) => string | null;
  /** The name of a catch's trip, for a link to it; left out where every catch is on one trip (its page). */
  tripName?: (tripId: string) => string | null;
  onEdit: (catchItem: Catch) => void;
  onDelete: (catchItem: Catch) => void;
  /** "Log another like this": the form, with this catch's place and tackle. */
  onLogAnother: (catchItem: Catch) => void;
  /** Id of the catch whose deletion is in flight. */
  deletingId: string | null;
  /** The level of each card's heading: h2 under the page's h1 (/catches), h3 inside a page section (a trip's Catches). */
  titleAs?: 'h2' | 'h3';
}

/**
 * A bait, rig or setup tag: one line when it fits, otherwise it wraps inside the card as a
 * rounded box (a long bait name drew a 100×370 px pill before).
 */
const TAG = 'max-w-full whitespace-normal break-words rounded-md text-left';

/** How a catch is named to screen readers and in the delete confirmation. */
export function catchLabel(catchItem: Catch): string {
  return `${catchItem.species}, ${formatCatchDate(catchItem.date)}`;
}

export function CatchCards({ catches, setupName, tripName, onEdit, onDelete, onLogAnother, deletingId, titleAs = 'h2' }: CatchCardsProps) {
  // In the angler's units (docs/decisions/121-units.md).
  const units = useUnits();
  return (
    <CardGrid label="Catches">
      {catches.map((item) => {
        const weight = units.format('weight', item.weight);
        const setup = item.setupId ? setupName(item.setupId) : null;
        const trip = item.tripId && tripName ? tripName(item.tripId) : null;
        const conditions = [
          item.skies,
          item.airTemp != null ? `Air ${units.format('temperature', item.airTemp)}` : null,
          item.windSpeed != null ? `Wind ${item.windDirection ? `${item.windDirection} ` : ''}${units.format('speed', item.windSpeed)}` : null,
        ].filter(Boolean);
        return (
          <li key={item.id} className="min-w-0">
            <Card className="flex h-full flex-col">
              {item.imageUrl ? (
                <img src={item.imageUrl} alt={`Photo of ${item.species}`} loading="lazy" className="aspect-video w-full rounded-t-xl border-b object-cover" />
              ) : null}
              <CardHeader className="gap-2 pb-3">
                <div className="flex items-start justify-between gap-3">
                  <CardTitle as={titleAs} className="flex min-w-0 items-center gap-2">
                    <Fish aria-hidden="true" className="size-5 shrink-0 text-primary" />
                    <span className="break-words">{item.species}</span>
                  </CardTitle>
                  {item.quantity > 1 ? (
                    // Several fish in one entry (issue 19): '×3', read out as '3 fish'.
                    <span className="mr-auto shrink-0 rounded-md bg-primary/10 px-1.5 text-base font-semibold tabular-nums text-primary">
                      <span aria-hidden="true">×{item.quantity}</span>
                      <span className="sr-only">{item.quantity} fish</span>
                    </span>
                  ) : null}
                  {weight ? (
                    <Badge variant="secondary" className="text-sm">
                      <Scale aria-hidden="true" />
                      {weight}
                    </Badge>
                  ) : null}
                </div>
                <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
                  <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
                  {formatCatchDate(item.date)}
                </p>
                <SyncBadge sync={item.sync} />
              </CardHeader>
              <CardContent className="grid flex-1 gap-2 text-sm">
                {item.location ? (
                  <p className="flex items-start gap-1.5">
                    <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                    <span className="break-words">{item.location}</span>
                  </p>
                ) : null}
                {item.depth != null || item.waterTemp != null ? (
                  <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-muted-foreground">
                    {item.depth != null ? (
                      <span className="flex items-center gap-1.5">
                        <Ruler aria-hidden="true" className="size-4" />
                        {units.format('depth', item.depth)}
                      </span>
                    ) : null}
                    {item.waterTemp != null ? (
                      <span className="flex items-center gap-1.5">
                        <Thermometer aria-hidden="true" className="size-4" />
                        Water {units.format('temperature', item.waterTemp)}
                        {isEstimated(item, 'waterTemp') ? (
                          <>
                            <span aria-hidden="true"> (est.)</span>
                            <span className="sr-only">, estimated from the air temperature</span>
                          </>
                        ) : null}
                      </span>
                    ) : null}
                  </p>
                ) : null}
                {conditions.length > 0 ? (
                  <p className="flex items-start gap-1.5 text-muted-foreground">
                    <CloudSun aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                    {conditions.join(' · ')}
                  </p>
                ) : null}
                {item.bait || item.rig || setup || trip ? (
                  <div className="flex flex-wrap gap-1.5">
                    {item.bait ? <Badge variant="outline" className={TAG}>{item.bait}</Badge> : null}
                    {item.rig ? <Badge variant="outline" className={TAG}>{item.rig}</Badge> : null}
                    {setup ? <Badge variant="outline" className={TAG}>Setup: {setup}</Badge> : null}
                    {trip && item.tripId ? (
                      <Link
                        to={`/trips/${encodeURIComponent(item.tripId)}`}
                        className={cn(badgeVariants({ variant: 'secondary' }), TAG, 'hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring')}
                      >
                        <Navigation aria-hidden="true" />
                        Trip: {trip}
                      </Link>
                    ) : null}
                  </div>
                ) : null}
                {item.notes ? <p className="line-clamp-3 text-muted-foreground">{item.notes}</p> : null}
              </CardContent>
              <CardFooter className="flex-wrap justify-between gap-1 pt-0">
                <Button variant="outline" size="sm" aria-label={`Log another like this: ${catchLabel(item)}`} onClick={() => onLogAnother(item)}>
                  <CopyPlus aria-hidden="true" />
                  Another like this
                </Button>
                <span className="ml-auto flex gap-1">
                <Button variant="ghost" size="sm" aria-label={`Edit catch: ${catchLabel(item)}`} onClick={() => onEdit(item)}>
                  <Pencil aria-hidden="true" />
                  Edit
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Delete catch: ${catchLabel(item)}`}
                  className="text-destructive hover:text-destructive"
                  disabled={deletingId === item.id}
                  onClick={() => onDelete(item)}
                >
                  <Trash2 aria-hidden="true" />
                  Delete
                </Button>
                </span>
              </CardFooter>
            </Card>
          </li>
        );
      })}
    </CardGrid>
  );
}
