import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CalendarDays, Clock, Fish, MapPin, Navigation } from 'lucide-react';
import type { Trip } from '@tackle/contracts';
import {
  Badge,
  Button,
  CardGrid,
  DeleteItemButton,
  EditItemButton,
  ListCard,
  ListTable,
  NameWithSync,
  nextSort,
  sortItems,
  SyncBadge,
  hoursOnWater,
  type ListedTrip,
  type SortState,
} from '@tackle/ui';
import { catchCount, fishCount, formatDuration, speciesLine, tripTime, tripWhen } from './format';

/** Where a trip's page is (a trip still waiting to sync has one too: it shows what the device holds). */
export const tripPath = (trip: Pick<Trip, 'id'>) => `/trips/${encodeURIComponent(trip.id)}`;

/** 'Under way' on the trip not ended yet. */
export function UnderWay({ trip }: { trip: Pick<Trip, 'endedAt'> }) {
  if (trip.endedAt) return null;
  return (
    <Badge variant="success" className="w-fit">
      <Navigation aria-hidden="true" />
      Under way
    </Badge>
  );
}

/** Hours on the water: counted to now while the trip is under way. */
const hoursOf = (trip: Trip) => (trip.endedAt ? trip.summary.durationHours : hoursOnWater(trip));

export interface TripViewProps {
  trips: readonly ListedTrip[];
  onEdit: (trip: Trip) => void;
  onDelete: (trip: Trip) => void;
}

function TripActions({ trip, onEdit, onDelete }: { trip: Trip } & Omit<TripViewProps, 'trips'>) {
  return (
    <>
      <EditItemButton name={`trip ${trip.name}`} onClick={() => onEdit(trip)} />
      <DeleteItemButton name={`trip ${trip.name}`} onClick={() => onDelete(trip)} />
    </>
  );
}

export function TripCards({ trips, onEdit, onDelete }: TripViewProps) {
  return (
    <CardGrid label="Trips">
      {trips.map((trip) => (
        <ListCard
          key={trip.id}
          title={trip.name}
          subtitle={trip.waterBody}
          badge={<UnderWay trip={trip} />}
          headerExtra={<SyncBadge sync={trip.sync} />}
          notes={trip.notes}
          footerStart={
            <Button variant="outline" size="sm" asChild>
              <Link to={tripPath(trip)} aria-label={`Open trip: ${trip.name}`}>
                Open trip
              </Link>
            </Button>
          }
          actions={<TripActions trip={trip} onEdit={onEdit} onDelete={onDelete} />}
        >
          <p className="flex items-start gap-1.5">
            <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <span>{tripWhen(trip)}</span>
          </p>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <span className="flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-4 text-muted-foreground" />
              {formatDuration(hoursOf(trip))}
            </span>
            <span className="flex items-center gap-1.5 font-medium">
              <Fish aria-hidden="true" className="size-4 text-primary" />
              {fishCount(trip.summary.fish)}
              <span className="font-normal text-muted-foreground">({catchCount(trip.summary.catches)})</span>
            </span>
          </p>
          {trip.summary.species.length > 0 ? <p className="text-muted-foreground">{speciesLine(trip.summary.species)}</p> : null}
          {trip.place ? (
            <p className="flex items-start gap-1.5 text-muted-foreground">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span className="break-words">{trip.place}</span>
            </p>
          ) : null}
        </ListCard>
      ))}
    </CardGrid>
  );
}

type TripSortKey = 'name' | 'waterBody' | 'startedAt' | 'hours' | 'fish';

function sortValue(trip: Trip, key: TripSortKey): string | number | null {
  switch (key) {
    case 'name':
      return trip.name;
    case 'waterBody':
      return trip.waterBody;
    case 'startedAt':
      return tripTime(trip.startedAt).getTime();
    case 'hours':
      return hoursOf(trip);
    case 'fish':
      return trip.summary.fish;
  }
}

export function TripTable({ trips, onEdit, onDelete }: TripViewProps) {
  const [sort, setSort] = useState<SortState<TripSortKey>>(null);
  return (
    <ListTable
      items={sortItems(trips, sort, sortValue)}
      rowKey={(trip) => trip.id}
      sort={sort}
      onSort={(key) => setSort((current) => nextSort(current, key))}
      pinLastColumn
      columns={[
        {
          label: 'Name',
          sortKey: 'name',
          className: 'min-w-48',
          cell: (trip) => (
            <span className="flex flex-col gap-1">
              <Link to={tripPath(trip)} className="font-medium text-primary underline-offset-4 hover:underline">
                <NameWithSync name={trip.name} sync={trip.sync} />
              </Link>
              <UnderWay trip={trip} />
            </span>
          ),
        },
        { label: 'Water Body', sortKey: 'waterBody', cell: (trip) => trip.waterBody ?? '-' },
        { label: 'When', sortKey: 'startedAt', className: 'min-w-52', cell: (trip) => tripWhen(trip) },
        { label: 'Duration', sortKey: 'hours', className: 'whitespace-nowrap', cell: (trip) => formatDuration(hoursOf(trip)) },
        { label: 'Fish', sortKey: 'fish', cell: (trip) => trip.summary.fish },
        { label: 'Species', className: 'min-w-40', cell: (trip) => speciesLine(trip.summary.species) || '-' },
      ]}
      actions={(trip) => <TripActions trip={trip} onEdit={onEdit} onDelete={onDelete} />}
    />
  );
}
