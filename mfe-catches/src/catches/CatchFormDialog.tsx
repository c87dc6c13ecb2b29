import { useEffect, useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Catch, Setup } from '@tackle/contracts';
import {
  DialogForm,
  ItemFormDialog,
  openTripOf,
  type DialogOpenProps,
  saveWithToast,
  useTrips,
  useUnits,
} from '@tackle/ui';
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

export { COMMON_SPECIES } from './catch-form-logic';

export interface CatchFormDialogProps extends DialogOpenProps {
  /** The catch being edited, or null to log a new one. */
  editing: Catch | null;
  /** "Log another like this": a new catch with this one's place and tackle. */
  copyFrom?: Catch | null;
  setups: readonly Setup[];
  /** Species already in the log, offered first while typing. */
  knownSpecies: readonly string[];
  /** The trip a new catch goes on (logged from a trip's page); the trip under way when left out. */
  tripId?: string;
}

/**
 * 'Log Catch' / 'Edit Catch'. The form lives inside the dialog's body, which unmounts when the
 * dialog closes, so closing always resets it.
 */
export function CatchFormDialog({ editing, copyFrom = null, setups, knownSpecies, tripId, ...dialog }: CatchFormDialogProps) {
  return (
    <ItemFormDialog
      {...dialog}
      itemId={editing?.id ?? null}
      className="sm:max-w-2xl"
      titles={['Log Catch', 'Edit Catch']}
      description={
        editing ? 'Change the details of this catch and save.' : 'Record the fish, where it bit and the conditions.'
      }
    >
      {(done) => <CatchFormBody editing={editing} copyFrom={copyFrom} setups={setups} knownSpecies={knownSpecies} tripId={tripId} onDone={done} />}
    </ItemFormDialog>
  );
}

interface CatchFormBodyProps {
  editing: Catch | null;
  copyFrom: Catch | null;
  setups: readonly Setup[];
  knownSpecies: readonly string[];
  tripId: string | undefined;
  onDone: () => void;
}

function CatchFormBody({ editing, copyFrom, setups, knownSpecies, tripId, onDone }: CatchFormBodyProps) {
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
