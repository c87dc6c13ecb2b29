import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { STORAGE_LOCATION_TYPE_OPTIONS, type StorageLocation } from '@tackle/contracts';
import {
  asOptionalNumber,
  Checkbox,
  DialogForm,
  Field,
  Input,
  NumberInput,
  saveCreateOrUpdate,
  Textarea,
} from '@tackle/ui';
import { SelectField } from '@tackle/ui/form';
import {
  EMPTY_STORAGE_LOCATION_FORM,
  STORAGE_LOCATION_SAVE_MESSAGES,
  storageLocationFormSchema,
  storageLocationFormToInput,
  storageLocationToForm,
  type StorageLocationForm,
  type ValidStorageLocationForm,
} from './form';
import { useCreateStorageLocation, useUpdateStorageLocation } from './mutations';

// The storage location form itself (react-hook-form, the form's schema, its fields): loaded when
// the dialog first opens or once the page has rendered (StorageLocationDialog.tsx, decision 139).

export interface LocationFormProps {
  location: StorageLocation | null;
  onDone: () => void;
}

export function LocationForm({ location, onDone }: LocationFormProps) {
  const create = useCreateStorageLocation();
  const update = useUpdateStorageLocation();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<StorageLocationForm>({
    resolver: zodResolver(storageLocationFormSchema),
    defaultValues: location ? storageLocationToForm(location) : EMPTY_STORAGE_LOCATION_FORM,
  });

  const onValid = async (form: ValidStorageLocationForm) => {
    const actions = { create: create.mutateAsync, update: update.mutateAsync };
    const input = storageLocationFormToInput(form);
    if (await saveCreateOrUpdate(location, input, actions, STORAGE_LOCATION_SAVE_MESSAGES)) onDone();
  };

  return (
    <DialogForm
      onSubmit={handleSubmit(onValid)}
      onCancel={onDone}
      pending={create.isPending || update.isPending}
      submitLabel={location ? 'Update' : 'Create'}
    >
      <Field label="Name" error={errors.name} required>
        {(p) => (
          <Input {...p} autoComplete="off" placeholder="e.g. Plano 3700, garage rod rack" {...register('name')} />
        )}
      </Field>
      <SelectField control={control} name="type" label="Type" select={{ options: STORAGE_LOCATION_TYPE_OPTIONS }} />
      <Field label="Description (optional)" error={errors.description}>
        {(p) => <Textarea {...p} rows={2} {...register('description')} />}
      </Field>
      <Field label="Capacity (optional)" error={errors.capacity}>
        {(p) => (
          <NumberInput {...p} integer min={1} step={1} placeholder="Maximum number of items" {...register('capacity', asOptionalNumber)} />
        )}
      </Field>
      <Controller
        control={control}
        name="isPortable"
        render={({ field }) => (
          <Field label="Portable storage" layout="inline">
            {(p) => (
              <Checkbox
                {...p}
                checked={field.value}
                onCheckedChange={(value) => field.onChange(value === true)}
                onBlur={field.onBlur}
              />
            )}
          </Field>
        )}
      />
    </DialogForm>
  );
}
