import { useEffect, useState } from 'react';
import { LoaderCircle, MapPin, Navigation } from 'lucide-react';
import { formatCoordinates, type Coordinates } from '@tackle/contracts';
import { ActionSheet, Button, currentPosition, Field, Input, isOffline, saveWithToast, useApi, type ListedTrip } from '@tackle/ui';
import { placeName } from '../catches/geo';
import { localDateTime } from '../catches/quick-catch';
import { defaultTripName, tripTime } from './format';
import { useTripWrites } from './offline-writes';
import { startTripInput, suggestedWaterBody } from './start-end';

/** Where the angler is, as the sheet learns it. */
type Here =
  | { status: 'locating' }
  | { status: 'found'; coordinates: Coordinates; place: string | null }
  | { status: 'none' };

export interface StartTripSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The angler's trips: a trip near an earlier one is on the same water. */
  trips: readonly ListedTrip[];
}

/**
 * 'Start Trip' (docs/decisions/126-trip-screens.md): a short sheet for one hand on the water. The
 * trip starts now, where the phone is; its name is made from the water and the day until the angler
 * types one.
 */
export function StartTripSheet({ open, onOpenChange, trips }: StartTripSheetProps) {
  return (
    <ActionSheet open={open} onOpenChange={onOpenChange} title="Start Trip" description="Catches you log join it until you end it.">
      {open ? <StartTripForm trips={trips} onDone={() => onOpenChange(false)} /> : null}
    </ActionSheet>
  );
}

function StartTripForm({ trips, onDone }: { trips: readonly ListedTrip[]; onDone: () => void }) {
  const api = useApi();
  const writes = useTripWrites();
  const [now] = useState(() => new Date());
  // Now, unless the angler started it late ('I launched at six').
  const [startedAt, setStartedAt] = useState(() => localDateTime(now));
  const startDay = (at: string) => (Number.isNaN(tripTime(at).getTime()) ? now : tripTime(at));
  const startError = !startedAt || Number.isNaN(tripTime(startedAt).getTime()) ? 'Start time is required' : tripTime(startedAt).getTime() > Date.now() + 60_000 ? 'A trip cannot start in the future' : null;
  const [here, setHere] = useState<Here>({ status: 'locating' });
  const [waterBody, setWaterBody] = useState('');
  const [waterTyped, setWaterTyped] = useState(false);
  const [name, setName] = useState(() => defaultTripName(null, now));
  const [nameTyped, setNameTyped] = useState(false);

  useEffect(() => {
    let active = true;
    void (async () => {
      const coordinates = await currentPosition('picker').catch(() => null);
      if (!active) return;
      if (!coordinates) {
        setHere({ status: 'none' });
        return;
      }
      setHere({ status: 'found', coordinates, place: null });
      // The map's name for the spot, when there is signal to ask for it.
      const named = isOffline() ? null : await placeName(api, coordinates);
      const place = named && named !== formatCoordinates(coordinates) ? named : null;
      if (active) setHere({ status: 'found', coordinates, place });
    })();
    return () => {
      active = false;
    };
  }, [api]);

  // The water and the name follow what is learnt of the place until the angler types them.
  const coordinates = here.status === 'found' ? here.coordinates : null;
  const place = here.status === 'found' ? here.place : null;
  useEffect(() => {
    if (here.status === 'locating') return;
    const suggested = suggestedWaterBody(coordinates, trips, place) ?? '';
    if (!waterTyped) setWaterBody(suggested);
    if (!nameTyped) setName(defaultTripName(waterTyped ? waterBody : suggested, startDay(startedAt)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only what is learnt of the place drives the suggestion
  }, [here]);

  const start = async () => {
    if (startError) return;
    const input = startTripInput({ name, waterBody, place, coordinates, startedAt });
    if (await saveWithToast(() => writes.start(input), { success: 'Trip started', failure: 'Failed to start trip' })) onDone();
  };

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void start();
      }}
    >
      <Field label="Water body">
        {(p) => (
          <Input
            {...p}
            className="h-12 text-base"
            value={waterBody}
            autoComplete="off"
            placeholder="Lake, river or reservoir"
            onChange={(event) => {
              setWaterBody(event.target.value);
              setWaterTyped(true);
              if (!nameTyped) setName(defaultTripName(event.target.value, startDay(startedAt)));
            }}
          />
        )}
      </Field>
      <Field label="Trip name" required>
        {(p) => (
          <Input
            {...p}
            className="h-12 text-base"
            value={name}
            autoComplete="off"
            onChange={(event) => {
              setName(event.target.value);
              setNameTyped(true);
            }}
          />
        )}
      </Field>
      <Field label="Started" error={startError} required>
        {(p) => (
          <Input
            {...p}
            type="datetime-local"
            className="h-12 text-base"
            value={startedAt}
            max={localDateTime(new Date())}
            onChange={(event) => {
              setStartedAt(event.target.value);
              // The name says the day the trip started.
              if (!nameTyped) setName(defaultTripName(waterBody, startDay(event.target.value)));
            }}
          />
        )}
      </Field>
      <p className="flex items-start gap-2 text-sm text-muted-foreground" role="status">
        {here.status === 'locating' ? (
          <>
            <LoaderCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 animate-spin" />
            Finding where you are…
          </>
        ) : here.status === 'found' ? (
          <>
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              <span className="font-medium text-foreground">Here: </span>
              {here.place ? `${here.place} (${formatCoordinates(here.coordinates)})` : formatCoordinates(here.coordinates)}
            </span>
          </>
        ) : (
          <>
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            No position from this device: you can add the place to the trip later.
          </>
        )}
      </p>
      <Button type="submit" className="h-14 w-full text-base" disabled={writes.pending || name.trim() === '' || startError !== null}>
        <Navigation aria-hidden="true" />
        Start Trip
      </Button>
    </form>
  );
}
