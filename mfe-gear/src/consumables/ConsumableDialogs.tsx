import { useId, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { LoaderCircle, PackageMinus, PackagePlus, PencilLine, Plus, type LucideIcon } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  consumableUsageFormSchema,
  formatQuantity,
  gearTypeLabel,
  type Consumable,
  type ConsumableHistoryEntry,
  type ConsumableUsageForm,
  type Gear,
} from '@tackle/contracts';
import {
  Alert,
  AlertDescription,
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
  formatDateTime,
} from '@tackle/ui';
import { errorMessage } from '../gear/errors';
import { gearQueries } from '../gear/queries';
import { useTrackConsumableUsage } from './mutations';
import { toOptionalNumber } from './page-parts';
import { consumableQueries } from './queries';
import { formatStock } from './view';

// ---------------------------------------------------------------------------------------------
// Track Consumable Usage (from the item's side: pick the gear it was used on)
// ---------------------------------------------------------------------------------------------

export function TrackUsageDialog({ consumable, onClose }: { consumable: Consumable | null; onClose: () => void }) {
  return (
    <Dialog open={consumable !== null} onOpenChange={(open) => (!open ? onClose() : undefined)}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Track Consumable Usage</DialogTitle>
          <DialogDescription>
            {consumable ? `${consumable.name}: ${formatStock(consumable.currentQuantity, consumable.unit)} in stock.` : null}
          </DialogDescription>
        </DialogHeader>
        {consumable ? <TrackUsageForm key={consumable.id} consumable={consumable} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

/** Gear the item can be used on: its compatible types, or any gear when none were chosen. */
function compatibleGear(gear: readonly Gear[], consumable: Consumable): Gear[] {
  const types = consumable.gearTypes.map((type) => type.gearTypeId);
  return gear.filter((item) => types.length === 0 || types.includes(item.typeId));
}

function TrackUsageForm({ consumable, onDone }: { consumable: Consumable; onDone: () => void }) {
  const api = useApi();
  const idPrefix = useId();
  const fieldId = (name: string) => `${idPrefix}-${name}`;
  const gearQuery = useQuery(gearQueries.list(api));
  const choices = useMemo(() => compatibleGear(gearQuery.data ?? [], consumable), [gearQuery.data, consumable]);
  const track = useTrackConsumableUsage();

  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<ConsumableUsageForm>({
    resolver: zodResolver(consumableUsageFormSchema),
    defaultValues: { gearId: '', quantityUsed: null, notes: '' },
  });

  const onValid = async (values: ConsumableUsageForm) => {
    try {
      await track.mutateAsync({
        gearId: values.gearId,
        consumableId: consumable.id,
        quantityUsed: values.quantityUsed ?? 0,
        notes: values.notes.trim() || null,
      });
      toast({ title: 'Success', description: 'Consumable usage tracked successfully' });
      onDone();
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Failed to track consumable usage'), variant: 'destructive' });
    }
  };

  if (gearQuery.isPending) {
    return (
      <div className="flex justify-center py-6">
        <Spinner label="Loading your gear" />
      </div>
    );
  }
  if (choices.length === 0) {
    const types = consumable.gearTypes.map((type) => gearTypeLabel(type.gearTypeId).toLowerCase());
    return (
      <div className="grid gap-4">
        <Alert>
          <AlertDescription>
            Usage is tracked on a piece of gear, and you have no {types.length ? types.join(' or ') : 'gear'} yet.
          </AlertDescription>
        </Alert>
        <DialogFooter>
          <Button variant="outline" onClick={onDone}>
            Close
          </Button>
          <Button asChild>
            <Link to="/gear" state={{ openDialog: 'openAddGearDialog' }} onClick={onDone}>
              <Plus aria-hidden="true" />
              Add Gear
            </Link>
          </Button>
        </DialogFooter>
      </div>
    );
  }

  const fieldError = (name: keyof ConsumableUsageForm) => {
    const message = errors[name]?.message;
    return typeof message === 'string' && message ? (
      <p id={`${fieldId(name)}-error`} className="text-sm text-destructive">
        {message}
      </p>
    ) : null;
  };
  const describe = (name: keyof ConsumableUsageForm) =>
    errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `${fieldId(name)}-error` } : {};

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={fieldId('gearId')}>Used On</Label>
        <Controller
          control={control}
          name="gearId"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange} name={field.name}>
              <SelectTrigger id={fieldId('gearId')} ref={field.ref} onBlur={field.onBlur} {...describe('gearId')}>
                <SelectValue placeholder="Select gear" />
              </SelectTrigger>
              <SelectContent>
                {choices.map((gear) => (
                  <SelectItem key={gear.id} value={gear.id}>
                    {gear.name} ({gearTypeLabel(gear.typeId)})
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
        {fieldError('gearId')}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={fieldId('quantityUsed')}>Quantity Used</Label>
        <Input
          id={fieldId('quantityUsed')}
          type="number"
          inputMode="decimal"
          min={0}
          max={consumable.currentQuantity}
          step={consumable.unit === 'pieces' ? 1 : 0.01}
          {...describe('quantityUsed')}
          {...register('quantityUsed', { setValueAs: toOptionalNumber })}
        />
        {fieldError('quantityUsed')}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={fieldId('notes')}>Notes</Label>
        <Textarea id={fieldId('notes')} rows={2} placeholder="e.g. re-rigged after a snag" {...register('notes')} />
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

// ---------------------------------------------------------------------------------------------
// History (used on which gear, restocked, recounted)
// ---------------------------------------------------------------------------------------------

export function HistoryDialog({ consumable, onClose }: { consumable: Consumable | null; onClose: () => void }) {
  return (
    <Dialog open={consumable !== null} onOpenChange={(open) => (!open ? onClose() : undefined)}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>History of {consumable?.name}</DialogTitle>
          <DialogDescription>
            {consumable ? `Now ${formatStock(consumable.currentQuantity, consumable.unit)} in stock.` : null}
          </DialogDescription>
        </DialogHeader>
        {consumable ? <HistoryList consumable={consumable} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function describeEntry(entry: ConsumableHistoryEntry): { title: string; Icon: LucideIcon } {
  const amount = formatStock(Math.abs(entry.quantity), entry.unit);
  switch (entry.transactionType) {
    case 'initial':
      return { title: `Added with ${amount}`, Icon: Plus };
    case 'usage':
      return { title: `Used ${amount} on ${entry.gearName ?? 'gear'}`, Icon: PackageMinus };
    case 'restock':
      return { title: `Restocked +${amount}`, Icon: PackagePlus };
    case 'adjustment':
      return { title: `Count corrected −${amount}`, Icon: PencilLine };
  }
}

function HistoryList({ consumable }: { consumable: Consumable }) {
  const api = useApi();
  const history = useQuery(consumableQueries.history(api, consumable.id));
  if (history.isPending) {
    return (
      <div className="flex justify-center py-6">
        <Spinner label="Loading history" />
      </div>
    );
  }
  if (history.isError) {
    return (
      <Alert variant="destructive">
        <AlertDescription>{errorMessage(history.error, 'Failed to load the history')}</AlertDescription>
      </Alert>
    );
  }
  return (
    <ol className="max-h-[60dvh] space-y-3 overflow-y-auto pr-1" aria-label="Stock history">
      {history.data.map((entry) => {
        const { title, Icon } = describeEntry(entry);
        return (
          <li key={entry.id} className="flex gap-3 rounded-lg border p-3">
            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words">{title}</p>
              <p className="text-xs text-muted-foreground">
                <time dateTime={entry.date}>{formatDateTime(entry.date)}</time> · {formatQuantity(entry.balance)} left
              </p>
              {entry.notes ? <p className="mt-1 text-sm break-words text-muted-foreground">{entry.notes}</p> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
