import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  SETUP_CONSUMABLE_SLOTS,
  SETUP_SLOTS,
  SETUP_SLOT_LABELS,
  SETUP_SLOT_TYPE_IDS,
  type Consumable,
  type Gear,
  type Setup,
  type SetupSlot,
} from '@tackle/contracts';
import {
  DialogForm,
  Field,
  Input,
  SelectItem,
  Textarea,
  saveCreateOrUpdate,
  useApi,
} from '@tackle/ui';
import { SelectField } from '@tackle/ui/form';
import { consumableQueries } from '../consumables/queries';
import { gearQueries } from '../gear/queries';
import {
  EMPTY_SETUP_FORM,
  SETUP_SAVE_MESSAGES,
  NO_SETUP_GEAR,
  reelLineId,
  setupFormSchema,
  setupFormToInput,
  setupToForm,
  type SetupForm,
  type ValidSetupForm,
} from './form';
import { useCreateSetup, useUpdateSetup } from './mutations';

// The setup form itself (react-hook-form, the form's schema, its fields): loaded when the dialog
// first opens or once the page has rendered (SetupFormDialog.tsx, decision 139).

export interface SetupFormBodyProps {
  setup: Setup | null;
  onDone: () => void;
}

const plural: Record<SetupSlot, string> = { rod: 'rods', reel: 'reels', lure: 'lures' };

export function SetupFormBody({ setup, onDone }: SetupFormBodyProps) {
  const api = useApi();
  const gearQuery = useQuery(gearQueries.list(api));
  const consumablesQuery = useQuery(consumableQueries.list(api));
  const create = useCreateSetup();
  const update = useUpdateSetup();
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<SetupForm, unknown, ValidSetupForm>({
    resolver: zodResolver(setupFormSchema),
    defaultValues: setup ? setupToForm(setup) : EMPTY_SETUP_FORM,
  });
  const consumables = consumablesQuery.data ?? [];

  // The line defaults to what the chosen reel was last spooled with, while no line is chosen; a line
  // filled that way follows the reel (another reel, another line); one the angler chose is kept.
  const filledFromReel = useRef<string | null>(null);
  const onReelChosen = (reelId: string) => {
    const value = getValues('lineId');
    if (value !== NO_SETUP_GEAR && value !== filledFromReel.current) return;
    const line = reelLineId(gearQuery.data?.find((gear) => gear.id === reelId), consumables.filter((item) => item.category === 'line'));
    if (line) setValue('lineId', line, { shouldDirty: true });
    else if (filledFromReel.current !== null) setValue('lineId', NO_SETUP_GEAR, { shouldDirty: true });
    filledFromReel.current = line;
  };

  // The spec shows nothing when a setup fails to save; a silent failure loses work (decision 022).
  const onValid = async (form: ValidSetupForm) => {
    const actions = { create: create.mutateAsync, update: update.mutateAsync };
    if (await saveCreateOrUpdate(setup, setupFormToInput(form), actions, SETUP_SAVE_MESSAGES)) onDone();
  };

  return (
    <DialogForm
      onSubmit={handleSubmit(onValid)}
      onCancel={onDone}
      pending={create.isPending || update.isPending}
      submitLabel={setup ? 'Update Setup' : 'Create Setup'}
    >
      <Field label="Setup Name" error={errors.name} required>
        {(p) => <Input {...p} autoComplete="off" placeholder="e.g. Drop shot finesse" {...register('name')} />}
      </Field>
      {SETUP_SLOTS.map((slot) => (
        <SlotField
          key={slot}
          slot={slot}
          control={control}
          gear={(gearQuery.data ?? []).filter((gear) => gear.typeId === SETUP_SLOT_TYPE_IDS[slot])}
          loading={gearQuery.isPending}
          current={setup?.[slot] ?? null}
          onChosen={slot === 'reel' ? onReelChosen : undefined}
        />
      ))}
      {SETUP_CONSUMABLE_SLOTS.map(({ key, label, category }) => (
        <ConsumableSlotField
          key={key}
          name={key}
          label={label}
          control={control}
          items={consumables.filter((item) => item.category === category)}
          none={category === 'line' ? 'No line in your consumables yet.' : 'No hooks in your consumables yet.'}
          loading={consumablesQuery.isPending}
          current={setup?.[key] ?? null}
        />
      ))}
      <Field label="Notes">
        {(p) => <Textarea {...p} rows={3} placeholder="When it works best, knots..." {...register('notes')} />}
      </Field>
    </DialogForm>
  );
}

interface SlotFieldProps {
  slot: SetupSlot;
  control: Control<SetupForm>;
  /** The angler's gear of this slot's type. */
  gear: Gear[];
  loading: boolean;
  /** What the setup holds in this slot today (edit). */
  current: { id: string; name: string; removed?: boolean } | null;
  /** Called with the gear the angler picks (the reel fills the line). */
  onChosen?: ((id: string) => void) | undefined;
}

/** Rod / Reel / Lure: a select of the angler's gear of that type, 'None' first. */
function SlotField({ slot, control, gear, loading, current, onChosen }: SlotFieldProps) {
  // Gear deleted since the setup was saved stays selectable so saving keeps it (marked).
  const keepRemoved = current?.removed ? current : null;
  return (
    <SelectField
      control={control}
      name={`${slot}Id`}
      label={SETUP_SLOT_LABELS[slot]}
      description={!loading && gear.length === 0 ? `No ${plural[slot]} in your gear yet.` : undefined}
      select={{
        options: gear.map((item) => ({ value: item.id, label: item.name })),
        leading: <SelectItem value={NO_SETUP_GEAR}>None</SelectItem>,
        trailing: keepRemoved ? <SelectItem value={keepRemoved.id}>{keepRemoved.name} (no longer in your gear)</SelectItem> : null,
      }}
      onChosen={onChosen}
    />
  );
}

interface ConsumableSlotFieldProps {
  name: 'lineId' | 'leaderId' | 'hookId';
  label: string;
  control: Control<SetupForm>;
  /** The angler's consumables this place takes (lines, or hooks). */
  items: Consumable[];
  none: string;
  loading: boolean;
  /** The consumable the setup names today (edit). */
  current: string | null;
}

/** Line / Leader / Hook: a select of the angler's consumables of that category, 'None' first (decision 128). */
function ConsumableSlotField({ name, label, control, items, none, loading, current }: ConsumableSlotFieldProps) {
  // A consumable deleted since the setup was saved stays selectable so saving keeps it.
  const gone = current && !loading && !items.some((item) => item.id === current) ? current : null;
  return (
    <SelectField
      control={control}
      name={name}
      label={label}
      description={!loading && items.length === 0 ? none : undefined}
      select={{
        options: items.map((item) => ({ value: item.id, label: item.name })),
        leading: <SelectItem value={NO_SETUP_GEAR}>None</SelectItem>,
        trailing: gone ? <SelectItem value={gone}>No longer in your consumables</SelectItem> : null,
      }}
    />
  );
}
