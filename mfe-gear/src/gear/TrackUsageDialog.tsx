import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { CONSUMABLE_MESSAGES, GEAR_INPUT_STEPS, consumableUsageInputSchema, type Gear } from '@tackle/contracts';
import { FormDialog, Spinner, errorMessage, openWhile, toast, toastOutcome, useApi } from '@tackle/ui';
import { EMPTY_USAGE_FORM, type ConsumableUsageForm } from '../consumables/form';
import { useTrackConsumableUsage } from '../consumables/mutations';
import { NothingToTrack, UsageForm } from '../consumables/UsageForm';
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
    <FormDialog
      {...openWhile(gear, onClose)}
      title="Track Consumable Usage"
      description={gear ? `Record what you used on ${gear.name}.` : null}
    >
      {gear ? <TrackUsageForm key={gear.id} gear={gear} typeLabel={typeLabel} onDone={onClose} /> : null}
    </FormDialog>
  );
}

function TrackUsageForm({ gear, typeLabel, onDone }: { gear: Gear; typeLabel: string; onDone: () => void }) {
  const api = useApi();
  const consumables = useQuery(gearQueries.typeConsumables(api, gear.typeId));
  const track = useTrackConsumableUsage();
  const form = useForm<ConsumableUsageForm>({ defaultValues: EMPTY_USAGE_FORM });
  const consumableId = form.watch('itemId');
  const chosen = consumables.data?.find((consumable) => consumable.id === consumableId);

  const onSubmit = (values: ConsumableUsageForm) => {
    const parsed = consumableUsageInputSchema.safeParse({
      consumableId: values.itemId,
      quantityUsed: values.quantityUsed ?? undefined,
      notes: values.notes,
    });
    if (!parsed.success) {
      toast({ title: 'Error', description: CONSUMABLE_MESSAGES.usageRequired, variant: 'destructive' });
      return;
    }
    const label = `${chosen?.name ?? 'Consumable'}: ${parsed.data.quantityUsed} ${chosen?.unit ?? ''} used on ${gear.name}`.replace(/\s+/g, ' ');
    track.mutate(
      { gearId: gear.id, ...parsed.data, label },
      toastOutcome({ success: 'Consumable usage tracked successfully', failure: 'Failed to track consumable usage' }, onDone),
    );
  };

  if (consumables.isPending) return <Spinner label="Loading consumables" />;
  if (consumables.isError) {
    return <p className="text-sm text-destructive">{errorMessage(consumables.error, 'Could not load consumables')}</p>;
  }
  if (consumables.data.length === 0) {
    return (
      <NothingToTrack onClose={onDone}>
        <p className="text-sm text-muted-foreground">
          You have no consumables that fit {typeLabel.toLowerCase()}s yet. Add them on the{' '}
          <Link to="/consumables" className="font-medium text-primary underline-offset-4 hover:underline">
            Consumables
          </Link>{' '}
          page and mark them as fitting {typeLabel.toLowerCase()}s.
        </p>
      </NothingToTrack>
    );
  }

  return (
    <UsageForm
      form={form}
      onValid={onSubmit}
      onCancel={onDone}
      pending={track.isPending}
      showErrors={false}
      pick={{
        label: 'Consumable',
        placeholder: 'Select a consumable',
        options: consumables.data.map((consumable) => ({
          value: consumable.id,
          label: `${consumable.name} (${consumable.currentQuantity} ${consumable.unit} left)`,
        })),
      }}
      quantity={{
        step: GEAR_INPUT_STEPS.quantityUsed,
        placeholder: chosen ? `In ${chosen.unit}` : '0',
        hint: chosen ? `${chosen.currentQuantity} ${chosen.unit} in stock` : undefined,
      }}
      notesPlaceholder="e.g. Respooled before the tournament"
    />
  );
}
