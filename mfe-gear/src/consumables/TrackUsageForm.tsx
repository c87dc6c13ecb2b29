import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { gearTypeLabel, type Consumable, type Gear } from '@tackle/contracts';
import { Alert, AlertDescription, Button, Spinner, saveWithToast, useApi } from '@tackle/ui';
import { gearQueries } from '../gear/queries';
import { EMPTY_USAGE_FORM, consumableUsageFormSchema, type ConsumableUsageForm } from './form';
import { useTrackConsumableUsage } from './mutations';
import { NothingToTrack, UsageForm } from './UsageForm';

/*
 * The body of 'Track Consumable Usage' from the item's side (pick the gear it was used on): the form
 * with react-hook-form and its schema, loaded apart from the page (ConsumableDialogs.tsx, decision 139).
 */

export interface TrackUsageFormProps {
  consumable: Consumable;
  onDone: () => void;
}

/** Gear the item can be used on: its compatible types, or any gear when none were chosen. */
function compatibleGear(gear: readonly Gear[], consumable: Consumable): Gear[] {
  const types = consumable.gearTypes.map((type) => type.gearTypeId);
  return gear.filter((item) => types.length === 0 || types.includes(item.typeId));
}

export function TrackUsageForm({ consumable, onDone }: TrackUsageFormProps) {
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
