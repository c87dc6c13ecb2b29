import { useState, type FormEvent } from 'react';
import { LoaderCircle, Plus } from 'lucide-react';
import { gearTypeLabel, type Gear, type StorageLocation } from '@tackle/contracts';
import { Button, Field, Input, NumberInput, OptionSelect, toast, toastOutcome } from '@tackle/ui';
import { storeGearInput } from './form';
import { useStoreGear } from './mutations';

const ADDED = { success: 'Gear added to storage location', failure: 'Failed to add gear to storage' };

/** Put one of the angler's other gear here: Select Gear, Quantity (min 1, default 1), Notes. */
export function AddGearForm({ location, available }: { location: StorageLocation; available: Gear[] }) {
  const storeGear = useStoreGear();
  const [gearId, setGearId] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [notes, setNotes] = useState('');

  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    if (!gearId) {
      toast({ title: 'Error', description: 'No gear selected', variant: 'destructive' });
      return;
    }
    storeGear.mutate(
      { locationId: location.id, input: storeGearInput(gearId, quantity, notes) },
      toastOutcome(ADDED, () => {
        setGearId('');
        setQuantity('1');
        setNotes('');
      }),
    );
  };

  return (
    <form onSubmit={onAdd} className="grid gap-3 sm:grid-cols-[1fr_6rem]">
      <Field label="Select Gear">
        {(p) => (
          <OptionSelect
            {...p}
            value={gearId}
            onChange={setGearId}
            placeholder="Select gear"
            options={available.map((gear) => ({
              value: gear.id,
              label: `${gear.name} (${gearTypeLabel(gear.typeId)})`,
            }))}
          />
        )}
      </Field>
      <Field label="Quantity">
        {(p) => (
          <NumberInput {...p} integer min={1} step={1} value={quantity} onChange={(event) => setQuantity(event.target.value)} />
        )}
      </Field>
      <Field label="Notes (optional)" className="sm:col-span-2">
        {(p) => (
          <Input
            {...p}
            autoComplete="off"
            placeholder="e.g. top tray"
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
          />
        )}
      </Field>
      <div className="sm:col-span-2 sm:flex sm:justify-end">
        <Button type="submit" className="w-full sm:w-auto" disabled={!gearId || storeGear.isPending}>
          {storeGear.isPending ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <Plus aria-hidden="true" />
          )}
          Add Gear
        </Button>
      </div>
    </form>
  );
}
