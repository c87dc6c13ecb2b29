import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import {
  asOptionalNumber,
  Button,
  DialogFooter,
  DialogForm,
  Field,
  NumberInput,
  OptionSelect,
  Textarea,
  type SelectOption,
} from '@tackle/ui';
import type { ConsumableUsageForm } from './form';

export interface UsageFormProps {
  form: UseFormReturn<ConsumableUsageForm>;
  onValid: (values: ConsumableUsageForm) => void | Promise<void>;
  onCancel: () => void;
  pending: boolean;
  /** What was used / what it was used on: the select's label, placeholder and choices. */
  pick: { label: string; placeholder: string; options: SelectOption[] };
  quantity: { max?: number; step: number; placeholder?: string; hint?: ReactNode };
  notesPlaceholder: string;
  /** Show the schema's messages under the fields (the gear side toasts instead). */
  showErrors?: boolean;
}

/** The 'Track Consumable Usage' form, opened from a consumable or from a piece of gear. */
export function UsageForm({
  form,
  onValid,
  onCancel,
  pending,
  pick,
  quantity,
  notesPlaceholder,
  showErrors = true,
}: UsageFormProps) {
  const { control, register, formState } = form;
  const errors = showErrors ? formState.errors : {};
  return (
    <DialogForm
      onSubmit={form.handleSubmit(onValid)}
      onCancel={onCancel}
      pending={pending}
      submitLabel="Track Usage"
      pendingLabel="Tracking..."
      footerClassName=""
    >
      <Field label={pick.label} error={errors.itemId}>
        {(p) => (
          <Controller
            control={control}
            name="itemId"
            render={({ field }) => (
              <OptionSelect {...p} {...field} placeholder={pick.placeholder} options={pick.options} />
            )}
          />
        )}
      </Field>
      <Field label="Quantity Used" description={quantity.hint} error={errors.quantityUsed}>
        {(p) => (
          <NumberInput
            {...p}
            min={0}
            max={quantity.max}
            step={quantity.step}
            placeholder={quantity.placeholder}
            {...register('quantityUsed', asOptionalNumber)}
          />
        )}
      </Field>
      <Field label="Notes">
        {(p) => <Textarea {...p} rows={2} placeholder={notesPlaceholder} {...register('notes')} />}
      </Field>
    </DialogForm>
  );
}

/** Nothing to track usage with yet: why, a Close button and what to do instead. */
export function NothingToTrack({
  onClose,
  children,
  action,
}: {
  onClose: () => void;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="grid gap-4">
      {children}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Close
        </Button>
        {action}
      </DialogFooter>
    </div>
  );
}
