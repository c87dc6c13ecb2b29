import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { LoaderCircle } from 'lucide-react';
import { CONSUMABLE_MESSAGES, GEAR_INPUT_STEPS, consumableUsageInputSchema, type Gear } from '@tackle/contracts';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Input,
  Label,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Spinner,
  Textarea,
  toast,
  useApi,
} from '@tackle/ui';
import { useTrackConsumableUsage } from '../consumables/mutations';
import { errorMessage } from './errors';
import { gearQueries } from './queries';

export interface TrackUsageDialogProps {
  /** The gear the consumable was used on; null closes the dialog. */
  gear: Gear | null;
  typeLabel: string;
  onClose: () => void;
}

/** 'Track Consumable Usage': how much of a consumable went onto this gear (lowers its stock). */
export function TrackUsageDialog({ gear, typeLabel, onClose }: TrackUsageDialogProps) {
  return (
    <Dialog open={gear !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Track Consumable Usage</DialogTitle>
          <DialogDescription>{gear ? `Record what you used on ${gear.name}.` : null}</DialogDescription>
        </DialogHeader>
        {gear ? <TrackUsageForm key={gear.id} gear={gear} typeLabel={typeLabel} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function TrackUsageForm({ gear, typeLabel, onDone }: { gear: Gear; typeLabel: string; onDone: () => void }) {
  const api = useApi();
  const id = useId();
  const consumables = useQuery(gearQueries.typeConsumables(api, gear.typeId));
  const track = useTrackConsumableUsage();
  const [consumableId, setConsumableId] = useState('');
  const [quantity, setQuantity] = useState('');
  const [notes, setNotes] = useState('');

  const chosen = consumables.data?.find((consumable) => consumable.id === consumableId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = consumableUsageInputSchema.safeParse({
      consumableId,
      quantityUsed: quantity.trim() === '' ? undefined : Number(quantity),
      notes,
    });
    if (!parsed.success) {
      toast({ title: 'Error', description: CONSUMABLE_MESSAGES.usageRequired, variant: 'destructive' });
      return;
    }
    track.mutate(
      { gearId: gear.id, ...parsed.data },
      {
        onSuccess: () => {
          toast({ title: 'Success', description: 'Consumable usage tracked successfully' });
          onDone();
        },
        onError: (error) =>
          toast({ title: 'Error', description: errorMessage(error, 'Failed to track consumable usage'), variant: 'destructive' }),
      },
    );
  };

  if (consumables.isPending) return <Spinner label="Loading consumables" />;
  if (consumables.isError) {
    return <p className="text-sm text-destructive">{errorMessage(consumables.error, 'Could not load consumables')}</p>;
  }
  if (consumables.data.length === 0) {
    return (
      <div className="grid gap-4">
        <p className="text-sm text-muted-foreground">
          You have no consumables that fit {typeLabel.toLowerCase()}s yet. Add them on the{' '}
          <Link to="/consumables" className="font-medium text-primary underline-offset-4 hover:underline">
            Consumables
          </Link>{' '}
          page and mark them as fitting {typeLabel.toLowerCase()}s.
        </p>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            Close
          </Button>
        </DialogFooter>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-consumable`}>Consumable</Label>
        <Select value={consumableId} onValueChange={setConsumableId}>
          <SelectTrigger id={`${id}-consumable`}>
            <SelectValue placeholder="Select a consumable" />
          </SelectTrigger>
          <SelectContent>
            {consumables.data.map((consumable) => (
              <SelectItem key={consumable.id} value={consumable.id}>
                {consumable.name} ({consumable.currentQuantity} {consumable.unit} left)
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-quantity`}>Quantity Used</Label>
        <Input
          id={`${id}-quantity`}
          type="number"
          inputMode="decimal"
          min={0}
          step={GEAR_INPUT_STEPS.quantityUsed}
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
          placeholder={chosen ? `In ${chosen.unit}` : '0'}
        />
        {chosen ? (
          <p className="text-sm text-muted-foreground">
            {chosen.currentQuantity} {chosen.unit} in stock
          </p>
        ) : null}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-notes`}>Notes</Label>
        <Textarea id={`${id}-notes`} rows={2} value={notes} onChange={(event) => setNotes(event.target.value)} placeholder="e.g. Respooled before the tournament" />
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={track.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={track.isPending} aria-busy={track.isPending || undefined}>
          {track.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {track.isPending ? 'Tracking...' : 'Track Usage'}
        </Button>
      </DialogFooter>
    </form>
  );
}
