import { useState } from 'react';
import { Flag } from 'lucide-react';
import { ActionSheet, Button, currentPosition, hoursOnWater, saveWithToast, useApi, type ListedTrip } from '@tackle/ui';
import { formatCatchDate } from '../catches/format';
import { fishCount, formatDuration } from './format';
import { useTripWrites } from './offline-writes';
import { endTripInput, weatherOverTrip } from './start-end';

/** Ends a trip now with the weather over it; resolves true when it was saved (or kept offline). */
export function useEndTrip() {
  const api = useApi();
  const writes = useTripWrites();
  const [ending, setEnding] = useState(false);
  const end = async (trip: ListedTrip) => {
    setEnding(true);
    try {
      const now = new Date();
      // The trip's place, else where the angler is now.
      const coordinates = trip.coordinates ?? (await currentPosition('weather').catch(() => null));
      const weather = await weatherOverTrip(api, trip, now, coordinates);
      return await saveWithToast(() => writes.end(trip, endTripInput(now, weather)), { success: 'Trip ended', failure: 'Failed to end trip' });
    } finally {
      setEnding(false);
    }
  };
  return { end, ending: ending || writes.pending };
}

export interface EndTripSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trip under way, or null when there is none. */
  trip: ListedTrip | null;
}

/** 'End Trip' from the floating button: what the trip came to so far, and one button that ends it now. */
export function EndTripSheet({ open, onOpenChange, trip }: EndTripSheetProps) {
  const { end, ending } = useEndTrip();
  return (
    <ActionSheet open={open} onOpenChange={onOpenChange} title="End Trip" description={trip ? trip.name : 'No trip is under way.'}>
        {trip ? (
          <div className="flex flex-col gap-3">
            <p className="text-sm text-muted-foreground">
              Started {formatCatchDate(trip.startedAt)} · {formatDuration(hoursOnWater(trip))} so far · {fishCount(trip.summary.fish)}
            </p>
            <p className="text-sm text-muted-foreground">
              Ends now. The weather of each hour of the trip is added from the weather service; without signal it is left empty.
            </p>
            <Button
              type="button"
              className="h-14 w-full text-base"
              disabled={ending}
              onClick={() => void end(trip).then((ended) => (ended ? onOpenChange(false) : undefined))}
            >
              <Flag aria-hidden="true" />
              End Trip
            </Button>
          </div>
        ) : null}
    </ActionSheet>
  );
}
