import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { PackageMinus, PackagePlus, PencilLine, Plus, type LucideIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatQuantity,
  gearTypeLabel,
  type Consumable,
  type ConsumableHistoryEntry,
  type Gear,
} from '@tackle/contracts';
import {
  Alert,
  AlertDescription,
  Button,
  FormDialog,
  Spinner,
  openWhile,
  errorMessage,
  formatDateTime,
  saveWithToast,
  useApi,
} from '@tackle/ui';
import { gearQueries } from '../gear/queries';
import { EMPTY_USAGE_FORM, consumableUsageFormSchema, type ConsumableUsageForm } from './form';
import { useTrackConsumableUsage } from './mutations';
import { consumableQueries } from './queries';
import { NothingToTrack, UsageForm } from './UsageForm';
import { formatStock } from './view';

// ---------------------------------------------------------------------------------------------
// Track Consumable Usage (from the item's side: pick the gear it was used on)
// ---------------------------------------------------------------------------------------------

export function TrackUsageDialog({ consumable, onClose }: { consumable: Consumable | null; onClose: () => void }) {
  return (
    <FormDialog
      {...openWhile(consumable, onClose)}
      className="sm:max-w-md"
      title="Track Consumable Usage"
      description={
        consumable ? `${consumable.name}: ${formatStock(consumable.currentQuantity, consumable.unit)} in stock.` : null
      }
    >
      {consumable ? <TrackUsageForm key={consumable.id} consumable={consumable} onDone={onClose} /> : null}
    </FormDialog>
  );
}

/** Gear the item can be used on: its compatible types, or any gear when none were chosen. */
function compatibleGear(gear: readonly Gear[], consumable: Consumable): Gear[] {
  const types = consumable.gearTypes.map((type) => type.gearTypeId);
  return gear.filter((item) => types.length === 0 || types.includes(item.typeId));
}

function TrackUsageForm({ consumable, onDone }: { consumable: Consumable; onDone: () => void }) {
  const api = useApi();
  const gearQuery = useQuery(gearQueries.list(api));
  const choices = useMemo(() => compatibleGear(gearQuery.data ?? [], consumable), [gearQuery.data, consumable]);
  const track = useTrackConsumableUsage();
  const form = useForm<ConsumableUsageForm>({
    resolver: zodResolver(consumableUsageFormSchema),
    defaultValues: EMPTY_USAGE_FORM,
  });

  const onValid = async (values: ConsumableUsageForm) => {
    const input = {
      gearId: values.itemId,
      consumableId: consumable.id,
      quantityUsed: values.quantityUsed ?? 0,
      notes: values.notes.trim() || null,
    };
    const gearName = choices.find((item) => item.id === values.itemId)?.name ?? 'gear';
    const label = `${consumable.name}: ${input.quantityUsed} ${consumable.unit} used on ${gearName}`;
    const saved = await saveWithToast(() => track.mutateAsync({ ...input, label }), {
      success: 'Consumable usage tracked successfully',
      failure: 'Failed to track consumable usage',
    });
    if (saved) onDone();
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
    const addGear = (
      <Button asChild>
        <Link to="/gear" state={{ openDialog: 'openAddGearDialog' }} onClick={onDone}>
          <Plus aria-hidden="true" />
          Add Gear
        </Link>
      </Button>
    );
    return (
      <NothingToTrack onClose={onDone} action={addGear}>
        <Alert>
          <AlertDescription>
            Usage is tracked on a piece of gear, and you have no {types.length ? types.join(' or ') : 'gear'} yet.
          </AlertDescription>
        </Alert>
      </NothingToTrack>
    );
  }

  return (
    <UsageForm
      form={form}
      onValid={onValid}
      pending={track.isPending}
      onCancel={onDone}
      pick={{
        label: 'Used On',
        placeholder: 'Select gear',
        options: choices.map((gear) => ({ value: gear.id, label: `${gear.name} (${gearTypeLabel(gear.typeId)})` })),
      }}
      quantity={{ max: consumable.currentQuantity, step: consumable.unit === 'pieces' ? 1 : 0.01 }}
      notesPlaceholder="e.g. re-rigged after a snag"
    />
  );
}

// ---------------------------------------------------------------------------------------------
// History (used on which gear, restocked, recounted)
// ---------------------------------------------------------------------------------------------

export function HistoryDialog({ consumable, onClose }: { consumable: Consumable | null; onClose: () => void }) {
  return (
    <FormDialog
      {...openWhile(consumable, onClose)}
      className="sm:max-w-lg"
      title={<>History of {consumable?.name}</>}
      description={consumable ? `Now ${formatStock(consumable.currentQuantity, consumable.unit)} in stock.` : null}
    >
      {consumable ? <HistoryList consumable={consumable} /> : null}
    </FormDialog>
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
