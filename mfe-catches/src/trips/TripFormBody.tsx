import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TRIP_WATER_LEVELS, WATER_CLARITY_OPTIONS, type Trip } from '@tackle/contracts';
import {
  DialogForm,
  Field,
  Input,
  OptionSelect,
  Textarea,
  UnitNumberInput,
  unitInputOf,
  saveWithToast,
  useUnits,
} from '@tackle/ui';
import { LocationPicker } from '../catches/LocationPicker';
import { emptyTripForm, TRIP_SAVE_MESSAGES, tripFormSchema, tripFormToInput, tripToForm, type TripForm, type ValidTripForm } from './form';
import { useTripWrites } from './offline-writes';

// The trip form itself: react-hook-form, the form's schema and fields. Loaded when the dialog first
// opens, or once the page has rendered (TripFormDialog.tsx, decision 139).

export interface TripFormBodyProps {
  editing: Trip | null;
  onDone: () => void;
}

export function TripFormBody({ editing, onDone }: TripFormBodyProps) {
  const writes = useTripWrites();
  const units = useUnits();
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<TripForm, unknown, ValidTripForm>({
    resolver: zodResolver(tripFormSchema),
    defaultValues: editing ? tripToForm(editing) : emptyTripForm(),
  });
  const [place, coordinates] = useWatch({ control, name: ['place', 'coordinates'] });

  const onValid = async (form: ValidTripForm) => {
    const input = tripFormToInput(form);
    const saved = await saveWithToast(
      () => (editing ? writes.update({ id: editing.id, input, expectedRevision: editing.revision }) : writes.start(input)),
      editing ? TRIP_SAVE_MESSAGES.updated : TRIP_SAVE_MESSAGES.created,
    );
    if (saved) onDone();
  };

  const choiceField = (name: 'waterClarity' | 'waterLevel', label: string, options: readonly string[]) => (
    <Field label={label} error={errors[name]}>
      {(p) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <OptionSelect {...p} {...field} options={options.map((option) => ({ value: option, label: option }))} none="Not recorded" />
          )}
        />
      )}
    </Field>
  );

  return (
    <DialogForm onSubmit={handleSubmit(onValid)} onCancel={onDone} pending={writes.pending} submitLabel={editing ? 'Update Trip' : 'Add Trip'}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Trip name" error={errors.name} required className="sm:col-span-2">
          {(p) => <Input {...p} autoComplete="off" placeholder="e.g. Lake Fork — Sat, Dec 5" {...register('name')} />}
        </Field>
        <Field label="Water body" error={errors.waterBody}>
          {(p) => <Input {...p} autoComplete="off" placeholder="Lake, river or reservoir" {...register('waterBody')} />}
        </Field>
        <Field label="Anglers on board" error={errors.anglers}>
          {(p) => <Input {...p} autoComplete="off" placeholder="e.g. Sam, Alex" {...register('anglers')} />}
        </Field>
        <Field label="Place" error={errors.place} className="sm:col-span-2" description="The ramp, bank or marina you fished from.">
          {(p) => (
            <LocationPicker
              id={p.id}
              value={place}
              coordinates={coordinates}
              for="trip"
              onChange={(picked) => {
                setValue('place', picked.location, { shouldDirty: true });
                setValue('coordinates', picked.coordinates, { shouldDirty: true });
              }}
            />
          )}
        </Field>
        <Field label="Start" error={errors.startedAt} required>
          {(p) => <Input {...p} type="datetime-local" {...register('startedAt')} />}
        </Field>
        <Field label="End" error={errors.endedAt} description="Leave empty while the trip is under way.">
          {(p) => <Input {...p} type="datetime-local" {...register('endedAt')} />}
        </Field>
        <Field label={`Water temperature (${units.symbol('temperature')})`} error={errors.waterTemp}>
          {(p) => (
            <Controller
              control={control}
              name="waterTemp"
              render={({ field }) => <UnitNumberInput {...p} {...unitInputOf(field)} step="any" quantity="temperature" units={units} />}
            />
          )}
        </Field>
        {choiceField('waterClarity', 'Water clarity', WATER_CLARITY_OPTIONS)}
        {choiceField('waterLevel', 'Water level', TRIP_WATER_LEVELS)}
        <Field label="Notes" error={errors.notes} className="sm:col-span-2">
          {(p) => <Textarea {...p} rows={3} placeholder="Where the fish were, what changed through the day..." {...register('notes')} />}
        </Field>
      </div>
    </DialogForm>
  );
}
