import { useId } from 'react';
import { CloudSun, LoaderCircle } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import {
  CATCH_COVER,
  CATCH_INPUT_LIMITS,
  CATCH_QUANTITY_MAX,
  CATCH_SKIES,
  CATCH_TRENDS,
  WATER_CLARITY_OPTIONS,
  WIND_DIRECTIONS,
  waterTempEstimateRule,
  type Setup,
  type Trip,
  type WeatherResponse,
} from '@tackle/contracts';
import { Button, Field, Input, NumberInput, Textarea, useUnits } from '@tackle/ui';
import { speciesSuggestions } from './catch-form-logic';
import {
  CatchChoiceField,
  CatchNumberField,
  CatchTextField,
  MetricWeightField,
  SetupField,
  TripField,
  WeatherSummary,
  type CatchFormApi,
} from './CatchFormParts';
import { LocationPicker } from './LocationPicker';

/** 'Catch Data': the fish (how many), when, on which trip, and what it took. */
export function CatchDataFields({
  form,
  setups,
  trips,
  knownSpecies,
}: {
  form: CatchFormApi;
  setups: readonly Setup[];
  trips: ReadonlyArray<Pick<Trip, 'id' | 'name' | 'endedAt'>>;
  knownSpecies: readonly string[];
}) {
  const { register, formState } = form;
  const speciesList = `${useId()}-species-list`;
  const units = useUnits();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Species" error={formState.errors.species} required className="sm:col-span-2">
        {(p) => (
          <Input
            {...p}
            autoComplete="off"
            list={speciesList}
            placeholder="e.g. Largemouth Bass"
            {...register('species')}
          />
        )}
      </Field>
      <datalist id={speciesList}>
        {speciesSuggestions(knownSpecies).map((species) => (
          <option key={species} value={species} />
        ))}
      </datalist>
      {units.system === 'imperial' ? (
        <div className="grid grid-cols-2 gap-3">
          <CatchNumberField form={form} name="weightPounds" label="Weight (lbs)" min={0} placeholder="0" />
          <CatchNumberField
            form={form}
            name="weightOunces"
            label="Weight (oz)"
            min={0}
            max={CATCH_INPUT_LIMITS.weightOuncesMax}
            step={CATCH_INPUT_LIMITS.weightOuncesStep}
            inputMode="numeric"
            placeholder="0"
          />
        </div>
      ) : (
        <MetricWeightField form={form} />
      )}
      <CatchNumberField form={form} name="length" label="Length (in)" min={0} step={0.25} quantity="length" />
      <Field label="Quantity" error={formState.errors.quantity} description="Fish in this entry: more than 1 for a school or a double. Weight and length are of the fish you measured.">
        {(p) => <NumberInput {...p} integer min={1} max={CATCH_QUANTITY_MAX} step={1} {...register('quantity', { valueAsNumber: true })} />}
      </Field>
      <Field label="Date and Time" error={formState.errors.date} required>
        {(p) => <Input {...p} type="datetime-local" {...register('date')} />}
      </Field>
      <TripField form={form} trips={trips} />
      <SetupField form={form} setups={setups} />
      <CatchTextField form={form} name="bait" label="Lure / Bait" placeholder="e.g. Senko" />
      <CatchTextField form={form} name="rig" label="Rig" placeholder="e.g. Texas Rig" />
      <CatchTextField form={form} name="color" label="Color" placeholder="e.g. Green Pumpkin" />
      <CatchNumberField form={form} name="baitWeight" label="Bait Weight (oz)" min={0} step={0.125} quantity="lureWeight" />
      <div className="sm:col-span-2">
        <CatchTextField form={form} name="retrieve" label="Retrieve" placeholder="e.g. slow drag, pause on contact" />
      </div>
    </div>
  );
}

/** 'Catch Location': the place (search, map or GPS), depth, cover and water clarity. */
export function CatchLocationFields({ form }: { form: CatchFormApi }) {
  const [location, coordinates] = useWatch({ control: form.control, name: ['location', 'coordinates'] });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Fishing Location" error={form.formState.errors.location} className="sm:col-span-2">
        {(p) => (
          <LocationPicker
            id={p.id}
            value={location}
            coordinates={coordinates}
            onChange={(picked) => {
              form.setValue('location', picked.location, { shouldDirty: true });
              form.setValue('coordinates', picked.coordinates, { shouldDirty: true });
            }}
          />
        )}
      </Field>
      <CatchNumberField form={form} name="depth" label="Depth (ft)" min={0} step={CATCH_INPUT_LIMITS.depthStep} quantity="depth" />
      <CatchChoiceField form={form} name="cover" label="Cover" options={CATCH_COVER} />
      <CatchChoiceField form={form} name="waterClarity" label="Water Clarity" options={WATER_CLARITY_OPTIONS} />
    </div>
  );
}

interface WeatherFieldsProps {
  form: CatchFormApi;
  onLoad: () => void;
  loading: boolean;
  loaded: WeatherResponse | null;
}

/** 'Weather Conditions': typed in, or loaded with 'Get Current Weather' (estimates marked). */
export function CatchWeatherFields({ form, onLoad, loading, loaded }: WeatherFieldsProps) {
  const units = useUnits();
  const [coordinates, waterTempEstimated, airTempChangeEstimated] = useWatch({
    control: form.control,
    name: ['coordinates', 'waterTempEstimated', 'airTempChangeEstimated'],
  });
  const clearEstimate = (flag: 'waterTempEstimated' | 'airTempChangeEstimated') => () =>
    form.setValue(flag, false, { shouldDirty: true });
  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <Button type="button" variant="secondary" onClick={onLoad} disabled={loading}>
          {loading ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <CloudSun aria-hidden="true" />}
          Get Current Weather
        </Button>
        <p className="text-xs text-muted-foreground">
          {coordinates ? 'For the chosen location.' : 'Uses your current position when no location is chosen.'}
        </p>
      </div>
      {loaded ? <WeatherSummary weather={loaded} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <CatchNumberField
          form={form}
          name="waterTemp"
          label="Water Temp (°F)"
          quantity="temperature"
          step={CATCH_INPUT_LIMITS.temperatureStep}
          estimate={{
            estimated: waterTempEstimated,
            onTyped: clearEstimate('waterTempEstimated'),
            note: (
              <>
                Estimated from the air temperature (<span className="whitespace-nowrap">{waterTempEstimateRule(units.system)}</span>), not
                measured. Type your own reading to replace it.
              </>
            ),
          }}
        />
        <CatchNumberField form={form} name="airTemp" label="Air Temp (°F)" step={CATCH_INPUT_LIMITS.temperatureStep} quantity="temperature" />
        <CatchChoiceField
          form={form}
          name="airTempChange"
          label="Air Temp Trend"
          options={CATCH_TRENDS}
          estimate={{
            estimated: airTempChangeEstimated,
            note: 'Estimated from the time of day, not measured. Choose the trend you saw to replace it.',
            onChosen: clearEstimate('airTempChangeEstimated'),
          }}
        />
        <CatchNumberField
          form={form}
          name="barometer"
          label="Air Pressure (inHg)"
          quantity="pressure"
          min={0}
          step={CATCH_INPUT_LIMITS.pressureStep}
        />
        <CatchChoiceField form={form} name="barometerChange" label="Pressure Trend" options={CATCH_TRENDS} />
        <CatchNumberField form={form} name="windSpeed" label="Wind Speed (mph)" min={0} step={1} inputMode="numeric" quantity="speed" />
        <CatchChoiceField form={form} name="windDirection" label="Wind Direction" options={WIND_DIRECTIONS} />
        <CatchChoiceField form={form} name="skies" label="Skies" options={CATCH_SKIES} />
      </div>
    </div>
  );
}

/** 'Additional Notes'. */
export function CatchNotesFields({ form }: { form: CatchFormApi }) {
  return (
    <div className="grid gap-4">
      <Field label="Notes" error={form.formState.errors.notes}>
        {(p) => (
          <Textarea
            {...p}
            rows={3}
            placeholder="Structure, how it hit, what the fish was doing..."
            {...form.register('notes')}
          />
        )}
      </Field>
    </div>
  );
}
