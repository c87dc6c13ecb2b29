import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Fish, Minus, Plus } from 'lucide-react';
import { CATCH_QUANTITY_MAX, type Catch, type Coordinates } from '@tackle/contracts';
import {
  ActionSheet,
  Button,
  cn,
  currentPosition,
  Input,
  Label,
  recall,
  useOpenTrip,
  useSession,
  saveWithToast,
  useUnits,
} from '@tackle/ui';
import { CATCH_SAVE_MESSAGES } from './messages';
import { useCatchWrites } from './offline-writes';
import { EMPTY_MEMORY, QUICK_CATCH_MEMORY, QUICK_SPECIES_COUNT, quickCatchInput, speciesChoices, type QuickCatchMemory } from './quick-catch';

/*
 * Quick Catch (docs/decisions/118-quick-catch.md): species, weight, one tap. Time and position are
 * taken by themselves; the setup, bait, rig and place of the last catch come along. The counter
 * logs one catch per tap for a busy bite. Built for one wet hand at 390 px: big targets, the save
 * button at the bottom within thumb reach.
 */

/** The device's position, asked once when the sheet opens and reused for a minute. */
function usePositionNow(open: boolean) {
  const position = useRef<{ at: number; coordinates: Coordinates | null } | null>(null);
  useEffect(() => {
    if (!open) return;
    void currentPosition('weather')
      .then((coordinates) => (position.current = { at: Date.now(), coordinates }))
      .catch(() => (position.current = { at: Date.now(), coordinates: null }));
  }, [open]);
  return async (): Promise<Coordinates | null> => {
    const known = position.current;
    if (known?.coordinates && Date.now() - known.at < 60_000) return known.coordinates;
    return currentPosition('weather').catch(() => known?.coordinates ?? null);
  };
}

function memorySummary(memory: QuickCatchMemory, setupName: string | null): string {
  const parts = [setupName, memory.bait, memory.rig, memory.location].filter((part): part is string => !!part);
  return parts.length > 0 ? parts.join(' · ') : 'Nothing remembered yet: the details of your catches carry over here.';
}

/**
 * 'How many fish' with big − and + buttons for a wet thumb (issue 19): a school or a double in one
 * entry. Typed or stepped, it stays a whole number from 1 to CATCH_QUANTITY_MAX.
 */
function HowMany({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const id = useId();
  const clamp = (n: number) => Math.min(CATCH_QUANTITY_MAX, Math.max(1, Math.round(n)));
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>How many fish</Label>
      <div className="flex gap-2">
        <Button type="button" variant="outline" className="size-12 shrink-0" aria-label="One fish fewer" disabled={value <= 1} onClick={() => onChange(clamp(value - 1))}>
          <Minus aria-hidden="true" />
        </Button>
        <Input
          id={id}
          className="h-12 text-center text-base tabular-nums"
          inputMode="numeric"
          value={String(value)}
          onChange={(event) => {
            const typed = Number(event.target.value);
            if (event.target.value.trim() !== '' && Number.isFinite(typed)) onChange(clamp(typed));
          }}
        />
        <Button type="button" variant="outline" className="size-12 shrink-0" aria-label="One fish more" onClick={() => onChange(clamp(value + 1))}>
          <Plus aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}

export interface QuickCatchSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  catches: readonly Catch[];
  setupName: (id: string | null) => string | null;
}

export function QuickCatchSheet({ open, onOpenChange, catches, setupName }: QuickCatchSheetProps) {
  const session = useSession();
  const writes = useCatchWrites();
  const ids = { species: useId(), pounds: useId(), ounces: useId() };
  const units = useUnits();
  const metric = units.system !== 'imperial';
  const [mode, setMode] = useState<'one' | 'counter'>('one');
  const [species, setSpecies] = useState('');
  const [pounds, setPounds] = useState('');
  const [ounces, setOunces] = useState('');
  const [memory, setMemory] = useState<QuickCatchMemory>(EMPTY_MEMORY);
  const [counts, setCounts] = useState<Record<string, number>>({});
  const [quantity, setQuantity] = useState(1);
  // The trip under way (started offline too): the catch joins it (issue 19).
  const trip = useOpenTrip();
  const positionNow = usePositionNow(open);
  const choices = useMemo(() => speciesChoices(catches), [catches]);
  const matching = useMemo(() => speciesChoices(catches, species).slice(0, QUICK_SPECIES_COUNT), [catches, species]);

  const userId = session?.user.id ?? null;
  useEffect(() => {
    if (!open || !userId) return;
    void recall<QuickCatchMemory>(userId, QUICK_CATCH_MEMORY).then((kept) => setMemory(kept ?? EMPTY_MEMORY));
    setSpecies('');
    setPounds('');
    setOunces('');
    setCounts({});
    setQuantity(1);
  }, [open, userId]);

  const save = async (chosen: string, weight: { pounds: number | null; ounces: number | null }) => {
    const input = quickCatchInput({ species: chosen, ...weight, now: new Date(), position: await positionNow(), memory, quantity, tripId: trip?.id });
    return saveWithToast(() => writes.log(input), CATCH_SAVE_MESSAGES.created);
  };

  const number = (text: string) => (text.trim() === '' ? null : Number(text));
  const weightValid = [pounds, ounces].every((text) => text.trim() === '' || Number.isFinite(Number(text)));
  const saveOne = async () => {
    if (!species.trim() || !weightValid) return;
    // In metric the one weight field is kg, stored as decimal pounds (docs/decisions/121-units.md).
    const weight = metric ? { pounds: units.stored('weight', number(pounds)), ounces: null } : { pounds: number(pounds), ounces: number(ounces) };
    if (await save(species, weight)) onOpenChange(false);
  };
  const count = async (chosen: string) => {
    const fish = quantity;
    setCounts((current) => ({ ...current, [chosen]: (current[chosen] ?? 0) + fish }));
    if (!(await save(chosen, { pounds: null, ounces: null }))) setCounts((current) => ({ ...current, [chosen]: (current[chosen] ?? fish) - fish }));
  };

  return (
    <ActionSheet
      open={open}
      onOpenChange={onOpenChange}
      title="Quick Catch"
      description={trip ? `Time and place are taken for you. On ${trip.name}.` : 'Time and place are taken for you.'}
    >
        <div role="group" aria-label="Mode" className="grid grid-cols-2 gap-2">
          {(['one', 'counter'] as const).map((value) => (
            <Button key={value} type="button" variant={mode === value ? 'default' : 'outline'} className="h-11" aria-pressed={mode === value} onClick={() => setMode(value)}>
              {value === 'one' ? 'One catch' : 'Counter'}
            </Button>
          ))}
        </div>
        {mode === 'one' ? (
          <form
            className="flex flex-col gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              void saveOne();
            }}
          >
            <div className="grid gap-1.5">
              <Label htmlFor={ids.species}>Species</Label>
              <Input id={ids.species} className="h-12 text-base" value={species} onChange={(e) => setSpecies(e.target.value)} placeholder="Type to search" autoComplete="off" />
            </div>
            <ul aria-label="Species choices" className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {(species.trim() ? matching : choices.slice(0, QUICK_SPECIES_COUNT)).map((choice) => (
                <li key={choice}>
                  <Button
                    type="button"
                    variant={species.trim().toLowerCase() === choice.toLowerCase() ? 'default' : 'outline'}
                    aria-pressed={species.trim().toLowerCase() === choice.toLowerCase()}
                    className="h-12 w-full justify-start truncate"
                    onClick={() => setSpecies(choice)}
                  >
                    <Fish aria-hidden="true" />
                    {choice}
                  </Button>
                </li>
              ))}
            </ul>
            <div className="grid grid-cols-2 gap-3">
              <div className={metric ? 'col-span-2 grid gap-1.5' : 'grid gap-1.5'}>
                <Label htmlFor={ids.pounds}>{metric ? `Weight (${units.symbol('weight')})` : 'Weight (lbs)'}</Label>
                <Input id={ids.pounds} className="h-12 text-base" inputMode="decimal" value={pounds} onChange={(e) => setPounds(e.target.value)} />
              </div>
              {metric ? null : (
                <div className="grid gap-1.5">
                  <Label htmlFor={ids.ounces}>Weight (oz)</Label>
                  <Input id={ids.ounces} className="h-12 text-base" inputMode="numeric" value={ounces} onChange={(e) => setOunces(e.target.value)} />
                </div>
              )}
            </div>
            {!weightValid ? <p className="text-sm text-destructive">Weight must be a number</p> : null}
            <HowMany value={quantity} onChange={setQuantity} />
            <p className="text-sm text-muted-foreground">
              <span className="font-medium text-foreground">Carried over: </span>
              {memorySummary(memory, setupName(memory.setupId))}
            </p>
            <Button type="submit" className="h-14 w-full text-base" disabled={!species.trim() || !weightValid || writes.pending}>
              Save Catch
            </Button>
          </form>
        ) : (
          <div className="flex flex-col gap-3">
            <p className="text-sm text-muted-foreground">Each tap logs one catch with its own time and place.</p>
            <HowMany value={quantity} onChange={setQuantity} />
            <ul aria-label="Counter" className="grid grid-cols-2 gap-2">
              {choices.slice(0, QUICK_SPECIES_COUNT).map((choice) => (
                <li key={choice}>
                  <Button
                    type="button"
                    variant="outline"
                    className={cn('h-16 w-full justify-between text-base')}
                    aria-label={`+${quantity} ${choice} (${counts[choice] ?? 0} this bite)`}
                    onClick={() => void count(choice)}
                  >
                    <span className="flex items-center gap-2 truncate">
                      <Plus aria-hidden="true" />
                      {choice}
                    </span>
                    <span className="rounded-full bg-secondary px-2 py-0.5 text-sm tabular-nums">{counts[choice] ?? 0}</span>
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        )}
    </ActionSheet>
  );
}
