import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Consumable } from '@tackle/contracts';
import { DialogForm, ItemFormDialog, saveCreateOrUpdate, useUnits, type DialogOpenProps } from '@tackle/ui';
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

export interface ConsumableFormDialogProps extends DialogOpenProps {
  /** The item being edited, or null to add one. */
  consumable: Consumable | null;
}

/**
 * 'Add Consumable' / 'Edit Consumable'. The form lives inside the dialog's body, which unmounts when
 * the dialog closes, so closing always resets it. (Smart Capture joins this dialog as a second tab.)
 */
export function ConsumableFormDialog({ consumable, ...dialog }: ConsumableFormDialogProps) {
  return (
    <ItemFormDialog
      {...dialog}
      itemId={consumable?.id ?? null}
      className="sm:max-w-2xl"
      titles={['Add Consumable', 'Edit Consumable']}
      description={
        consumable
          ? 'Change the details of this item. A new quantity is recorded as a restock or a recount; usage history is kept.'
          : 'Hooks, line, scent, sinkers, soft plastics, stoppers and swivels, with the level at which to restock.'
      }
    >
      {(done) => (
        <EntryTabs
          enabled={!consumable}
          onAdded={done}
          manual={<ConsumableFormBody consumable={consumable} onDone={done} />}
        />
      )}
    </ItemFormDialog>
  );
}

function ConsumableFormBody({ consumable, onDone }: { consumable: Consumable | null; onDone: () => void }) {
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
