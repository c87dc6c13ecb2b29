import { useEffect, useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Catch, Setup } from '@tackle/contracts';
import { DialogForm, openTripOf, saveWithToast, useTrips, useUnits } from '@tackle/ui';
import { initialSections, openSectionsWithErrors, type SectionName } from './catch-form-logic';
import { FormSection, type CatchFormApi } from './CatchFormParts';
import { CatchDataFields, CatchLocationFields, CatchNotesFields, CatchWeatherFields } from './CatchFormSections';
import { CatchPhotoField } from './CatchPhotoField';
import {
  CATCH_SAVE_MESSAGES,
  catchFormSchemaFor,
  catchFormToInput,
  catchToForm,
  emptyCatchForm,
  TRIP_UNDER_WAY,
  type CatchForm,
  type ValidCatchForm,
} from './form';
import { useCatchWrites } from './offline-writes';
import { anotherLikeThis } from './quick-catch';
import { useCatchWeather } from './use-catch-weather';

// The catch form itself: react-hook-form, the form's schemas and fields. Loaded when the dialog
// first opens, or once the page has rendered (CatchFormDialog.tsx, decision 139).

export interface CatchFormBodyProps {
  editing: Catch | null;
  copyFrom: Catch | null;
  setups: readonly Setup[];
  knownSpecies: readonly string[];
  tripId: string | undefined;
  onDone: () => void;
}

export function CatchFormBody({ editing, copyFrom, setups, knownSpecies, tripId, onDone }: CatchFormBodyProps) {
  const photoId = useId();
  const writes = useCatchWrites();
  // A photo chosen without signal: kept on the device and sent with the catch (decision 117).
  const [keptPhoto, setKeptPhoto] = useState<{ blob: Blob; name: string } | null>(null);
  const [sections, setSections] = useState(() => initialSections(editing));
  const toggle = (name: SectionName) => (open: boolean) => setSections((current) => ({ ...current, [name]: open }));
  // A new catch goes on the trip under way (issue 19); another trip can be chosen, or none.
  const { trips } = useTrips();
  const underWay = tripId ?? (trips ? (openTripOf(trips)?.id ?? '') : TRIP_UNDER_WAY);
  // Range messages name the bounds in the units the angler types (decision 121).
  const system = useUnits().system;
  const resolver = useMemo(() => zodResolver(catchFormSchemaFor(system)), [system]);
  const form: CatchFormApi = useForm<CatchForm, unknown, ValidCatchForm>({
    resolver,
    defaultValues: editing
      ? catchToForm(editing)
      : copyFrom
        ? catchToForm(anotherLikeThis(copyFrom, new Date()), underWay)
        : emptyCatchForm(new Date(), underWay),
  });
  // The trips arrived after the form opened: the trip under way, unless the angler chose already.
  useEffect(() => {
    if (underWay !== TRIP_UNDER_WAY && form.getValues('tripId') === TRIP_UNDER_WAY) form.setValue('tripId', underWay);
  }, [underWay, form]);
  const weather = useCatchWeather((patch) => {
    for (const [name, value] of Object.entries(patch) as Array<[keyof CatchForm, CatchForm[keyof CatchForm]]>) {
      form.setValue(name, value as never, { shouldDirty: true, shouldValidate: true });
    }
  });
  const loadWeather = async () => {
    if (await weather.load(form.getValues('coordinates'), form.getValues('date'))) setSections((current) => ({ ...current, weather: true }));
  };

  const onValid = async (values: ValidCatchForm) => {
    const input = catchFormToInput(values, editing);
    const messages = editing ? CATCH_SAVE_MESSAGES.updated : CATCH_SAVE_MESSAGES.created;
    const photo = keptPhoto ?? undefined;
    const saved = await saveWithToast(
      () => (editing ? writes.update({ id: editing.id, input, expectedRevision: editing.revision }, photo) : writes.log(input, photo)),
      messages,
    );
    if (saved) onDone();
  };

  return (
    <DialogForm
      className="gap-3"
      onSubmit={form.handleSubmit(onValid, (errors) =>
        setSections((current) => openSectionsWithErrors(current, Object.keys(errors))),
      )}
      onCancel={onDone}
      pending={writes.pending}
      submitLabel={editing ? 'Update Catch' : 'Log Catch'}
    >
      {/* The photo first: on the water it is what an angler takes before anything else. */}
      <Controller
        control={form.control}
        name="imageUrl"
        render={({ field }) => (
          <CatchPhotoField id={photoId} value={field.value} onChange={field.onChange} kept={keptPhoto} onKeep={setKeptPhoto} />
        )}
      />
      <FormSection title="Catch Data" open={sections.data} onOpenChange={toggle('data')}>
        <CatchDataFields form={form} setups={setups} trips={trips ?? []} knownSpecies={knownSpecies} />
      </FormSection>
      <FormSection title="Catch Location" open={sections.location} onOpenChange={toggle('location')}>
        <CatchLocationFields form={form} />
      </FormSection>
      <FormSection title="Weather Conditions" open={sections.weather} onOpenChange={toggle('weather')}>
        <CatchWeatherFields
          form={form}
          onLoad={() => void loadWeather()}
          loading={weather.loading}
          loaded={weather.loaded}
        />
      </FormSection>
      <FormSection title="Additional Notes" open={sections.notes} onOpenChange={toggle('notes')}>
        <CatchNotesFields form={form} />
      </FormSection>
    </DialogForm>
  );
}
