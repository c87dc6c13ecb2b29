import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Consumable } from '@tackle/contracts';
import { DialogForm, saveCreateOrUpdate, useUnits } from '@tackle/ui';
import { EntryTabs } from '../smart-capture/EntryTabs';
import { ConsumableFields } from './ConsumableFields';
import {
  CONSUMABLE_SAVE_MESSAGES,
  EMPTY_CONSUMABLE_FORM,
  consumableFormSchemaFor,
  consumableToForm,
  editedConsumableBody,
  type ConsumableForm,
  type ValidConsumableForm,
} from './form';
import { useAddConsumable, useUpdateConsumable } from './mutations';

export interface ConsumableFormBodyProps {
  /** The item being edited, or null to add one (then Smart Capture is a second tab). */
  consumable: Consumable | null;
  onDone: () => void;
}

/**
 * The body of 'Add Consumable' / 'Edit Consumable': the form (react-hook-form, the form's schemas,
 * its fields) and, when adding, Smart Capture. Loaded apart from the page (ConsumableFormDialog.tsx,
 * decision 139).
 */
export function ConsumableFormBody({ consumable, onDone }: ConsumableFormBodyProps) {
  return <EntryTabs enabled={!consumable} onAdded={onDone} manual={<ManualForm consumable={consumable} onDone={onDone} />} />;
}

function ManualForm({ consumable, onDone }: { consumable: Consumable | null; onDone: () => void }) {
  const addConsumable = useAddConsumable();
  const updateConsumable = useUpdateConsumable();
  // The size is typed in the angler's units and stored in the spec's (decision 121).
  const system = useUnits().system;
  const resolver = useMemo(() => zodResolver(consumableFormSchemaFor(system)), [system]);
  const form = useForm<ConsumableForm, unknown, ValidConsumableForm>({
    resolver,
    defaultValues: consumable ? consumableToForm(consumable, system) : EMPTY_CONSUMABLE_FORM,
  });

  const onValid = async (input: ValidConsumableForm) => {
    const actions = {
      create: addConsumable.mutateAsync,
      // The quantity field is the count on hand: sent as currentQuantity (decision 098).
      update: (edit: { id: string; input: ValidConsumableForm; expectedRevision: number }) =>
        updateConsumable.mutateAsync({ ...edit, input: editedConsumableBody(consumable!, edit.input) }),
    };
    if (await saveCreateOrUpdate(consumable, input, actions, CONSUMABLE_SAVE_MESSAGES)) onDone();
  };

  return (
    <DialogForm
      onSubmit={form.handleSubmit(onValid)}
      onCancel={onDone}
      pending={addConsumable.isPending || updateConsumable.isPending}
      submitLabel={consumable ? 'Update Consumable' : 'Add Consumable'}
    >
      <ConsumableFields form={form} editing={consumable !== null} />
    </DialogForm>
  );
}
