import { Link } from 'react-router-dom';
import { Navigation } from 'lucide-react';
import { cn, useOpenTrip } from '@tackle/ui';

/**
 * The top bar's word on the trip under way (issue 19, docs/decisions/126-trip-screens.md): its name,
 * a link to its page, from the moment it is started (offline too, marked while it waits to sync).
 */
export function TripStatus() {
  const trip = useOpenTrip();
  if (!trip) return null;
  const waiting = trip.sync !== undefined;
  return (
    <Link
      to={`/trips/${encodeURIComponent(trip.id)}`}
      aria-label={`Trip under way: ${trip.name}${waiting ? ', waiting to sync' : ''}`}
      title={`Trip under way: ${trip.name}`}
      className={cn(
        'inline-flex h-10 min-w-0 items-center gap-1.5 rounded-md border px-3 text-sm font-medium transition-colors',
        'border-success/40 bg-success-muted text-success hover:bg-success-muted/70',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
      )}
    >
      <Navigation aria-hidden="true" className="size-4 shrink-0" />
      {/* The name where the top bar has room for it beside the navigation and the sync status; 'Trip' otherwise. */}
      <span className="2xl:hidden">Trip</span>
      <span className="hidden max-w-56 truncate 2xl:inline">{trip.name}</span>
    </Link>
  );
}
