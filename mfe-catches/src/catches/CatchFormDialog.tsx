import { useId, useState, type ReactNode } from 'react';
import { ChevronDown, CloudSun, LoaderCircle } from 'lucide-react';
import { Controller, useForm, useWatch, type FieldErrors, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CATCH_COVER,
  CATCH_INPUT_LIMITS,
  CATCH_SKIES,
  CATCH_TRENDS,
  catchFormSchema,
  catchFormToInput,
  catchToForm,
  emptyCatchForm,
  WATER_CLARITY_OPTIONS,
  WIND_DIRECTIONS,
  type Catch,
  type CatchForm,
  type Setup,
  type ValidCatchForm,
  type WeatherResponse,
} from '@tackle/contracts';
import {
  Badge,
  Button,
  Collapsible,
  CollapsibleContent,
  CollapsibleTrigger,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Input,
  Label,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Textarea,
  cn,
  toast,
  useApi,
} from '@tackle/ui';
import { errorMessage } from './errors';
import { catchWeatherAt, currentPosition, GeolocationUnsupportedError } from './geo';
import { LocationPicker } from './LocationPicker';
import { useLogCatch, useUpdateCatch } from './mutations';
import { CatchPhotoField } from './CatchPhotoField';

/** Species offered while typing (any other name can be typed). */
export const COMMON_SPECIES = [
  'Largemouth Bass',
  'Smallmouth Bass',
  'Spotted Bass',
  'Striped Bass',
  'White Bass',
  'Crappie',
  'Bluegill',
  'Walleye',
  'Yellow Perch',
  'Northern Pike',
  'Muskellunge',
  'Channel Catfish',
  'Rainbow Trout',
  'Brown Trout',
] as const;

export interface CatchFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The catch being edited, or null to log a new one. */
  editing: Catch | null;
  setups: readonly Setup[];
  /** Species already in the log, offered first while typing. */
  knownSpecies: readonly string[];
}

/**
 * 'Log Catch' / 'Edit Catch'. The form lives inside DialogContent, which unmounts when the dialog
 * closes, so closing always resets it.
 */
export function CatchFormDialog({ open, onOpenChange, editing, setups, knownSpecies }: CatchFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit Catch' : 'Log Catch'}</DialogTitle>
          <DialogDescription>
            {editing ? 'Change the details of this catch and save.' : 'Record the fish, where it bit and the conditions.'}
          </DialogDescription>
        </DialogHeader>
        <CatchFormBody
          key={editing?.id ?? 'new'}
          editing={editing}
          setups={setups}
          knownSpecies={knownSpecies}
          onDone={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

type SectionName = 'data' | 'location' | 'weather' | 'notes';

/** Which section shows each field, so a failed submit can open the section holding the error. */
const SECTION_OF: Partial<Record<keyof CatchForm, SectionName>> = {
  species: 'data',
  weightPounds: 'data',
  weightOunces: 'data',
  length: 'data',
  setupId: 'data',
  date: 'data',
  bait: 'data',
  rig: 'data',
  color: 'data',
  baitWeight: 'data',
  retrieve: 'data',
  location: 'location',
  coordinates: 'location',
  depth: 'location',
  cover: 'location',
  waterClarity: 'location',
  waterTemp: 'weather',
  airTemp: 'weather',
  airTempChange: 'weather',
  barometer: 'weather',
  barometerChange: 'weather',
  windSpeed: 'weather',
  windDirection: 'weather',
  skies: 'weather',
  notes: 'notes',
  imageUrl: 'notes',
};

/** Number inputs: '' (or anything the browser cannot read as a number) means "not given". */
function toOptionalNumber(value: unknown): number | null {
  if (value === '' || value === null || value === undefined) return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

const NOT_RECORDED = '__none__';

function FormSection({
  title,
  open,
  onOpenChange,
  children,
}: {
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Collapsible open={open} onOpenChange={onOpenChange} className="rounded-lg border">
      <h3 className="text-base font-semibold">
        <CollapsibleTrigger className="flex w-full cursor-pointer items-center justify-between gap-2 rounded-lg px-4 py-3 text-left hover:bg-accent/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
          {title}
          <ChevronDown aria-hidden="true" className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180')} />
        </CollapsibleTrigger>
      </h3>
      <CollapsibleContent className="px-4 pb-4">{children}</CollapsibleContent>
    </Collapsible>
  );
}

interface CatchFormBodyProps {
  editing: Catch | null;
  setups: readonly Setup[];
  knownSpecies: readonly string[];
  onDone: () => void;
}

function CatchFormBody({ editing, setups, knownSpecies, onDone }: CatchFormBodyProps) {
  const idPrefix = useId();
  const fieldId = (name: string) => `${idPrefix}-${name}`;
  const api = useApi();
  const logCatch = useLogCatch();
  const updateCatch = useUpdateCatch();
  const saving = logCatch.isPending || updateCatch.isPending;

  const [sections, setSections] = useState<Record<SectionName, boolean>>({
    data: true,
    location: true,
    weather: true,
    notes: Boolean(editing?.notes || editing?.imageUrl),
  });
  const toggle = (name: SectionName) => (open: boolean) => setSections((current) => ({ ...current, [name]: open }));

  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<CatchForm, unknown, ValidCatchForm>({
    resolver: zodResolver(catchFormSchema),
    defaultValues: editing ? catchToForm(editing) : emptyCatchForm(),
  });
  const location = useWatch({ control, name: 'location' });
  const coordinates = useWatch({ control, name: 'coordinates' });
  const waterTempEstimated = useWatch({ control, name: 'waterTempEstimated' });
  const airTempChangeEstimated = useWatch({ control, name: 'airTempChangeEstimated' });

  const [weatherLoading, setWeatherLoading] = useState(false);
  const [loadedWeather, setLoadedWeather] = useState<WeatherResponse | null>(null);

  const getCurrentWeather = async () => {
    setWeatherLoading(true);
    try {
      let point = getValues('coordinates');
      if (!point) {
        try {
          point = await currentPosition('weather');
          toast({ title: 'Location obtained', description: 'Current conditions will be loaded shortly.' });
        } catch (error) {
          toast({
            title: 'Location Error',
            description:
              error instanceof GeolocationUnsupportedError
                ? 'Geolocation is not supported by your browser'
                : 'Could not get your current location. Please search manually.',
            variant: 'destructive',
          });
          return;
        }
      }
      const { weather, fields } = await catchWeatherAt(api, point);
      const options = { shouldDirty: true, shouldValidate: true } as const;
      setValue('airTemp', fields.airTemp, options);
      // Estimates from the weather answer are flagged as such; the angler's own reading replaces them.
      setValue('waterTemp', fields.waterTemp, options);
      setValue('waterTempEstimated', true, options);
      setValue('airTempChange', fields.airTempChange, options);
      setValue('airTempChangeEstimated', true, options);
      setValue('barometer', fields.barometer, options);
      // Only a trend measured over the past hours is filled; without one the field is left as it is.
      if (fields.barometerChange) setValue('barometerChange', fields.barometerChange, options);
      setValue('windSpeed', fields.windSpeed, options);
      setValue('windDirection', fields.windDirection, options);
      if (fields.skies) setValue('skies', fields.skies, options);
      setLoadedWeather(weather);
      setSections((current) => ({ ...current, weather: true }));
      toast({ title: 'Weather Updated', description: 'Current weather conditions have been loaded' });
    } catch {
      toast({ title: 'Error', description: 'Failed to fetch weather data', variant: 'destructive' });
    } finally {
      setWeatherLoading(false);
    }
  };

  const onValid = async (values: ValidCatchForm) => {
    const input = catchFormToInput(values, editing);
    try {
      if (editing) {
        await updateCatch.mutateAsync({ id: editing.id, input, expectedRevision: editing.revision });
        toast({ title: 'Success', description: 'Catch updated successfully' });
      } else {
        await logCatch.mutateAsync(input);
        toast({ title: 'Success', description: 'Catch logged successfully' });
      }
      onDone();
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, editing ? 'Failed to update catch' : 'Failed to log catch'),
        variant: 'destructive',
      });
    }
  };

  const onInvalid = (formErrors: FieldErrors<CatchForm>) => {
    const names = Object.keys(formErrors) as Array<keyof CatchForm>;
    setSections((current) => {
      const next = { ...current };
      for (const name of names) {
        const section = SECTION_OF[name];
        if (section) next[section] = true;
      }
      return next;
    });
  };

  const errorId = (name: string) => `${fieldId(name)}-error`;
  const describe = (name: keyof CatchForm) =>
    errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': errorId(name) } : {};
  const fieldError = (name: keyof CatchForm) => {
    const message = errors[name]?.message;
    return typeof message === 'string' && message ? (
      <p id={errorId(name)} className="text-sm text-destructive">
        {message}
      </p>
    ) : null;
  };

  const numberField = (
    name: keyof CatchForm,
    label: string,
    props: { step?: number | 'any'; min?: number; max?: number; placeholder?: string; inputMode?: 'decimal' | 'numeric' },
  ) => {
    const registered: UseFormRegisterReturn = register(name, { setValueAs: toOptionalNumber });
    return (
      <div className="grid gap-2">
        <Label htmlFor={fieldId(name)}>{label}</Label>
        <Input
          id={fieldId(name)}
          type="number"
          inputMode={props.inputMode ?? 'decimal'}
          step={props.step ?? 'any'}
          min={props.min}
          max={props.max}
          placeholder={props.placeholder}
          {...describe(name)}
          {...registered}
        />
        {fieldError(name)}
      </div>
    );
  };

  const textField = (name: keyof CatchForm, label: string, placeholder?: string) => (
    <div className="grid gap-2">
      <Label htmlFor={fieldId(name)}>{label}</Label>
      <Input id={fieldId(name)} autoComplete="off" placeholder={placeholder} {...describe(name)} {...register(name)} />
      {fieldError(name)}
    </div>
  );

  /** A select over a fixed list; a stored value outside the list stays choosable, '' is "Not recorded". */
  const optionSelect = (
    name: keyof CatchForm,
    label: string,
    options: readonly string[],
    estimate?: { estimated: boolean; note: string; onChosen: () => void },
  ) => (
    <div className="grid gap-2">
      {estimate ? <EstimatedLabel htmlFor={fieldId(name)} label={label} estimated={estimate.estimated} /> : <Label htmlFor={fieldId(name)}>{label}</Label>}
      <Controller
        control={control}
        name={name}
        render={({ field }) => {
          const value = typeof field.value === 'string' ? field.value : '';
          const choices = value && !options.includes(value) ? [...options, value] : options;
          return (
            <Select
              value={value || undefined}
              onValueChange={(next) => {
                field.onChange(next === NOT_RECORDED ? '' : next);
                estimate?.onChosen();
              }}
              name={field.name}
            >
              <SelectTrigger
                id={fieldId(name)}
                ref={field.ref}
                onBlur={field.onBlur}
                {...describe(name)}
                {...describedBy(name, estimate?.estimated ? estimateNoteId(name) : null)}
              >
                <SelectValue placeholder="Not recorded" />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={NOT_RECORDED}>Not recorded</SelectItem>
                {choices.map((option) => (
                  <SelectItem key={option} value={option}>
                    {option}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          );
        }}
      />
      {estimate?.estimated ? <EstimateNote id={estimateNoteId(name)}>{estimate.note}</EstimateNote> : null}
      {fieldError(name)}
    </div>
  );

  const estimateNoteId = (name: string) => `${fieldId(name)}-estimate`;
  /** aria-describedby naming the field's error (when shown) and its estimate note (when estimated). */
  const describedBy = (name: keyof CatchForm, noteId: string | null) => {
    const ids = [errors[name] ? errorId(name) : null, noteId].filter(Boolean);
    return ids.length > 0 ? { 'aria-describedby': ids.join(' ') } : {};
  };
  const clearEstimate = (flag: 'waterTempEstimated' | 'airTempChangeEstimated') => () =>
    setValue(flag, false, { shouldDirty: true });

  const waterTempField = () => {
    const registered = register('waterTemp', { setValueAs: toOptionalNumber, onChange: clearEstimate('waterTempEstimated') });
    return (
      <div className="grid gap-2">
        <EstimatedLabel htmlFor={fieldId('waterTemp')} label="Water Temp (°F)" estimated={waterTempEstimated} />
        <Input
          id={fieldId('waterTemp')}
          type="number"
          inputMode="decimal"
          step={CATCH_INPUT_LIMITS.temperatureStep}
          {...describe('waterTemp')}
          {...describedBy('waterTemp', waterTempEstimated ? estimateNoteId('waterTemp') : null)}
          {...registered}
        />
        {waterTempEstimated ? (
          <EstimateNote id={estimateNoteId('waterTemp')}>
            Estimated from the air temperature (<span className="whitespace-nowrap">air − 2 °F</span>), not measured. Type your own
            reading to replace it.
          </EstimateNote>
        ) : null}
        {fieldError('waterTemp')}
      </div>
    );
  };

  const speciesList = `${idPrefix}-species-list`;
  const speciesOptions = [...new Set([...knownSpecies, ...COMMON_SPECIES])];

  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="grid gap-3">
      {/* The photo first: on the water it is what an angler takes before anything else. */}
      <Controller
        control={control}
        name="imageUrl"
        render={({ field }) => <CatchPhotoField id={fieldId('photo')} value={field.value} onChange={field.onChange} />}
      />
      <FormSection title="Catch Data" open={sections.data} onOpenChange={toggle('data')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2 sm:col-span-2">
            <Label htmlFor={fieldId('species')}>Species</Label>
            <Input
              id={fieldId('species')}
              autoComplete="off"
              list={speciesList}
              placeholder="e.g. Largemouth Bass"
              aria-required="true"
              {...describe('species')}
              {...register('species')}
            />
            <datalist id={speciesList}>
              {speciesOptions.map((species) => (
                <option key={species} value={species} />
              ))}
            </datalist>
            {fieldError('species')}
          </div>
          <div className="grid grid-cols-2 gap-3">
            {numberField('weightPounds', 'Weight (lbs)', { min: 0, placeholder: '0' })}
            {numberField('weightOunces', 'Weight (oz)', {
              min: 0,
              max: CATCH_INPUT_LIMITS.weightOuncesMax,
              step: CATCH_INPUT_LIMITS.weightOuncesStep,
              inputMode: 'numeric',
              placeholder: '0',
            })}
          </div>
          {numberField('length', 'Length (in)', { min: 0, step: 0.25 })}
          <div className="grid gap-2">
            <Label htmlFor={fieldId('setupId')}>Setup Used</Label>
            <Controller
              control={control}
              name="setupId"
              render={({ field }) => {
                const known = setups.some((setup) => setup.id === field.value);
                return (
                  <Select value={field.value || NOT_RECORDED} onValueChange={(next) => field.onChange(next === NOT_RECORDED ? '' : next)} name={field.name}>
                    <SelectTrigger id={fieldId('setupId')} ref={field.ref} onBlur={field.onBlur} {...describe('setupId')}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      <SelectItem value={NOT_RECORDED}>{setups.length === 0 ? 'No setups yet' : 'No setup'}</SelectItem>
                      {setups.map((setup) => (
                        <SelectItem key={setup.id} value={setup.id}>
                          {setup.name}
                        </SelectItem>
                      ))}
                      {field.value && !known ? <SelectItem value={field.value}>Removed setup</SelectItem> : null}
                    </SelectContent>
                  </Select>
                );
              }}
            />
            {fieldError('setupId')}
          </div>
          <div className="grid gap-2">
            <Label htmlFor={fieldId('date')}>Date and Time</Label>
            <Input id={fieldId('date')} type="datetime-local" aria-required="true" {...describe('date')} {...register('date')} />
            {fieldError('date')}
          </div>
          {textField('bait', 'Lure / Bait', 'e.g. Senko')}
          {textField('rig', 'Rig', 'e.g. Texas Rig')}
          {textField('color', 'Color', 'e.g. Green Pumpkin')}
          {numberField('baitWeight', 'Bait Weight (oz)', { min: 0, step: 0.125 })}
          <div className="sm:col-span-2">{textField('retrieve', 'Retrieve', 'e.g. slow drag, pause on contact')}</div>
        </div>
      </FormSection>

      <FormSection title="Catch Location" open={sections.location} onOpenChange={toggle('location')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2 sm:col-span-2">
            <Label htmlFor={fieldId('location')}>Fishing Location</Label>
            <LocationPicker
              id={fieldId('location')}
              value={location}
              coordinates={coordinates}
              onChange={(picked) => {
                setValue('location', picked.location, { shouldDirty: true });
                setValue('coordinates', picked.coordinates, { shouldDirty: true });
              }}
            />
            {fieldError('location')}
          </div>
          {numberField('depth', 'Depth (ft)', { min: 0, step: CATCH_INPUT_LIMITS.depthStep })}
          {optionSelect('cover', 'Cover', CATCH_COVER)}
          {optionSelect('waterClarity', 'Water Clarity', WATER_CLARITY_OPTIONS)}
        </div>
      </FormSection>

      <FormSection title="Weather Conditions" open={sections.weather} onOpenChange={toggle('weather')}>
        <div className="grid gap-4">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <Button type="button" variant="secondary" onClick={() => void getCurrentWeather()} disabled={weatherLoading}>
              {weatherLoading ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <CloudSun aria-hidden="true" />}
              Get Current Weather
            </Button>
            <p className="text-xs text-muted-foreground">
              {coordinates ? 'For the chosen location.' : 'Uses your current position when no location is chosen.'}
            </p>
          </div>
          {loadedWeather ? <WeatherSummary weather={loadedWeather} /> : null}
          <div className="grid gap-4 sm:grid-cols-2">
            {waterTempField()}
            {numberField('airTemp', 'Air Temp (°F)', { step: CATCH_INPUT_LIMITS.temperatureStep })}
            {optionSelect('airTempChange', 'Air Temp Trend', CATCH_TRENDS, {
              estimated: airTempChangeEstimated,
              note: 'Estimated from the time of day, not measured. Choose the trend you saw to replace it.',
              onChosen: clearEstimate('airTempChangeEstimated'),
            })}
            {numberField('barometer', 'Air Pressure (inHg)', { min: 0, step: CATCH_INPUT_LIMITS.pressureStep })}
            {optionSelect('barometerChange', 'Pressure Trend', CATCH_TRENDS)}
            {numberField('windSpeed', 'Wind Speed (mph)', { min: 0, step: 1, inputMode: 'numeric' })}
            {optionSelect('windDirection', 'Wind Direction', WIND_DIRECTIONS)}
            {optionSelect('skies', 'Skies', CATCH_SKIES)}
          </div>
        </div>
      </FormSection>

      <FormSection title="Additional Notes" open={sections.notes} onOpenChange={toggle('notes')}>
        <div className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={fieldId('notes')}>Notes</Label>
            <Textarea
              id={fieldId('notes')}
              rows={3}
              placeholder="Structure, how it hit, what the fish was doing..."
              {...describe('notes')}
              {...register('notes')}
            />
            {fieldError('notes')}
          </div>
        </div>
      </FormSection>

      <DialogFooter className="pt-2">
        <Button type="button" variant="outline" onClick={onDone} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
          {saving ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {editing ? 'Update Catch' : 'Log Catch'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** A weather field's label with an 'Estimated' tag while its value is an estimate. */
function EstimatedLabel({ htmlFor, label, estimated }: { htmlFor: string; label: string; estimated: boolean }) {
  return (
    <div className="flex items-center justify-between gap-2">
      <Label htmlFor={htmlFor}>{label}</Label>
      {estimated ? (
        <Badge variant="warning">
          Estimated
        </Badge>
      ) : null}
    </div>
  );
}

function EstimateNote({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="text-xs text-muted-foreground">
      {children}
    </p>
  );
}

function WeatherSummary({ weather }: { weather: WeatherResponse }) {
  // The time at the place (the provider's offset), which is what the air temperature trend used.
  const observedAt = new Date(weather.observedAt);
  const observed =
    weather.utcOffsetSeconds == null
      ? observedAt.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' })
      : `${new Date(observedAt.getTime() + weather.utcOffsetSeconds * 1000).toLocaleTimeString(undefined, {
          hour: 'numeric',
          minute: '2-digit',
          timeZone: 'UTC',
        })} local time`;
  const condition = weather.weather[0]?.description ?? '';
  return (
    <p className="rounded-md bg-muted px-3 py-2 text-xs text-muted-foreground">
      <span className="capitalize">{condition}</span>, {weather.main.temp.toFixed(1)}°F{weather.name ? ` at ${weather.name}` : ''}, observed{' '}
      {observed}.{' '}
      {weather.source === 'open-meteo' ? (
        <a className="underline" href="https://open-meteo.com/" target="_blank" rel="noreferrer">
          Weather data by Open-Meteo.com
        </a>
      ) : (
        <a className="underline" href="https://openweathermap.org/" target="_blank" rel="noreferrer">
          Weather data by OpenWeather
        </a>
      )}
    </p>
  );
}
