import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { Quantity, Trip, WeatherResponse } from '@tackle/contracts';
import {
  asOptionalNumber,
  Badge,
  cn,
  Collapsible,
  CollapsibleContent,
  CollapsibleTrigger,
  Field,
  Input,
  type FieldProps,
  NumberInput,
  OptionSelect,
  SelectItem,
  UnitNumberInput,
  useUnits,
} from '@tackle/ui';
import { ControlledField, UnitField } from '@tackle/ui/form';
import { formWeight, TRIP_UNDER_WAY, type CatchForm, type ValidCatchForm } from './form';

export type CatchFormApi = UseFormReturn<CatchForm, unknown, ValidCatchForm>;
type Name = keyof CatchForm & string;

/** A collapsible part of the catch form ('Catch Data', 'Weather Conditions' ...). */
export function FormSection({
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
          <ChevronDown
            aria-hidden="true"
            className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180')}
          />
        </CollapsibleTrigger>
      </h3>
      <CollapsibleContent className="px-4 pb-4">{children}</CollapsibleContent>
    </Collapsible>
  );
}

interface NumberFieldProps {
  form: CatchFormApi;
  name: Name;
  label: string;
  step?: number | 'any';
  min?: number;
  max?: number;
  placeholder?: string;
  inputMode?: 'decimal' | 'numeric';
  /** An 'Estimated' badge and the note saying so (the water temperature). */
  estimate?: { estimated: boolean; note: ReactNode; onTyped: () => void };
  /**
   * A measured value kept in the canonical unit (the label names it): in metric the field shows and
   * takes the metric unit instead, and its label says so (docs/decisions/121-units.md).
   */
  quantity?: Quantity;
}

/** A number input: empty means "not given" (null). */
export function CatchNumberField({
  form,
  name,
  label,
  step = 'any',
  min,
  max,
  placeholder,
  inputMode = 'decimal',
  estimate,
  quantity,
}: NumberFieldProps) {
  const units = useUnits();
  if (quantity && units.system !== 'imperial') {
    return (
      <UnitField
        control={form.control}
        name={name}
        label={label.replace(/\([^)]*\)$/, `(${units.symbol(quantity)})`)}
        error={form.formState.errors[name]}
        {...estimateParts(estimate)}
        quantity={quantity}
        units={units}
        input={{ inputMode, min: min === undefined ? undefined : Number(units.field(quantity, min)), placeholder }}
        onStored={(stored, setField) => {
          // Wind is kept in whole mph (the catch's rule): 15 km/h is 9 mph.
          setField(stored !== null && quantity === 'speed' ? Math.round(stored) : stored);
          estimate?.onTyped();
        }}
      />
    );
  }
  return (
    <Field label={label} error={form.formState.errors[name]} {...estimateParts(estimate)}>
      {(p) => (
        <NumberInput
          {...p}
          inputMode={inputMode}
          step={step}
          min={min}
          max={max}
          placeholder={placeholder}
          {...form.register(name, { ...asOptionalNumber, onChange: estimate?.onTyped })}
        />
      )}
    </Field>
  );
}

/**
 * The weight in kg (metric): one field over the form's pounds and ounces, which it sets to decimal
 * pounds (docs/decisions/121-units.md); left as it was, the stored weight stays exactly.
 */
export function MetricWeightField({ form }: { form: CatchFormApi }) {
  const units = useUnits();
  const error = form.formState.errors.weightPounds ?? form.formState.errors.weightOunces;
  const [pounds, ounces, weightStored] = useWatch({ control: form.control, name: ['weightPounds', 'weightOunces', 'weightStored'] });
  return (
    <Field label={`Weight (${units.symbol('weight')})`} error={error}>
      {(p) => (
        <UnitNumberInput
          {...p}
          min={0}
          step="any"
          placeholder="0"
          value={formWeight({ weightPounds: pounds, weightOunces: ounces, weightStored })}
          quantity="weight"
          units={units}
          onChange={(stored) => {
            // Kept exactly as decimal pounds: the pound field holds it, the ounce field is empty.
            const options = { shouldDirty: true } as const;
            form.setValue('weightPounds', stored, options);
            form.setValue('weightOunces', null, options);
            form.setValue('weightStored', stored, options);
          }}
        />
      )}
    </Field>
  );
}

export function CatchTextField({
  form,
  name,
  label,
  placeholder,
}: {
  form: CatchFormApi;
  name: Name;
  label: string;
  placeholder?: string;
}) {
  return (
    <Field label={label} error={form.formState.errors[name]}>
      {(p) => <Input {...p} autoComplete="off" placeholder={placeholder} {...form.register(name)} />}
    </Field>
  );
}

interface ChoiceFieldProps {
  form: CatchFormApi;
  name: 'cover' | 'waterClarity' | 'airTempChange' | 'barometerChange' | 'windDirection' | 'skies';
  label: string;
  options: readonly string[];
  estimate?: { estimated: boolean; note: string; onChosen: () => void };
}

/** A select over a fixed list; a stored value outside the list stays choosable, '' is "Not recorded". */
export function CatchChoiceField({ form, name, label, options, estimate }: ChoiceFieldProps) {
  return (
    <ControlledField control={form.control} name={name} label={label} error={form.formState.errors[name]} {...estimateParts(estimate)}>
      {(field, p) => {
        const value = field.value;
        const choices = value && !options.includes(value) ? [...options, value] : options;
        return (
          <OptionSelect
            {...p}
            {...field}
            value={value}
            onChange={(next) => {
              field.onChange(next);
              estimate?.onChosen();
            }}
            options={choices.map((option) => ({ value: option, label: option }))}
            none="Not recorded"
          />
        );
      }}
    </ControlledField>
  );
}

/**
 * A choice of one of the angler's items (a setup, a trip): 'none', the items, or one since removed,
 * kept as it is.
 */
function ItemChoiceField({
  form,
  name,
  label,
  items,
  none,
  removed,
  extra,
}: {
  form: CatchFormApi;
  name: 'setupId' | 'tripId';
  label: string;
  items: ReadonlyArray<{ value: string; label: string }>;
  /** The item for none ('No setup'). */
  none: string;
  /** The item for a chosen one that is not among `items` ('Removed setup'). */
  removed: string;
  /** Another value the field may hold, with its own item. */
  extra?: { value: string; label: string };
}) {
  return (
    <ControlledField control={form.control} name={name} label={label} error={form.formState.errors[name]}>
      {(field, p) => (
        <OptionSelect
          {...p}
          {...field}
          options={items}
          none={none}
          trailing={
            extra && field.value === extra.value ? (
              <SelectItem value={extra.value}>{extra.label}</SelectItem>
            ) : field.value && !items.some((item) => item.value === field.value) ? (
              <SelectItem value={field.value}>{removed}</SelectItem>
            ) : null
          }
        />
      )}
    </ControlledField>
  );
}

/** The setup a catch was made with: 'No setup', the angler's setups, or a removed one kept as it is. */
export function SetupField({ form, setups }: { form: CatchFormApi; setups: ReadonlyArray<{ id: string; name: string }> }) {
  return (
    <ItemChoiceField
      form={form}
      name="setupId"
      label="Setup Used"
      items={setups.map((setup) => ({ value: setup.id, label: setup.name }))}
      none={setups.length === 0 ? 'No setups yet' : 'No setup'}
      removed="Removed setup"
    />
  );
}

/**
 * The trip a catch belongs to (issue 19): 'No trip', the angler's trips (the one under way marked),
 * a removed one kept as it is; choosing another trip moves the catch to it.
 */
export function TripField({ form, trips }: { form: CatchFormApi; trips: ReadonlyArray<Pick<Trip, 'id' | 'name' | 'endedAt'>> }) {
  return (
    <ItemChoiceField
      form={form}
      name="tripId"
      label="Trip"
      items={trips.map((trip) => ({ value: trip.id, label: trip.endedAt ? trip.name : `${trip.name} (under way)` }))}
      none="No trip"
      removed="Removed trip"
      extra={{ value: TRIP_UNDER_WAY, label: 'The trip under way, if any' }}
    />
  );
}

/** 'Estimated' beside a weather field's label while its value is an estimate. */
function EstimatedBadge({ estimated }: { estimated: boolean }) {
  return estimated ? <Badge variant="warning">Estimated</Badge> : null;
}

/**
 * What a field whose value may be an estimate (the water temperature, the air temperature trend)
 * adds to its Field: while it is one, 'Estimated' beside the label and the note saying how it was
 * estimated under the control.
 */
function estimateParts(estimate: { estimated: boolean; note: ReactNode } | undefined): Pick<FieldProps, 'aside' | 'description'> {
  const estimated = estimate?.estimated ?? false;
  return {
    aside: estimate ? <EstimatedBadge estimated={estimated} /> : undefined,
    description: estimated ? estimate?.note : undefined,
  };
}

/** The line under 'Get Current Weather': what was loaded, where, when, and from whom. */
export function WeatherSummary({ weather }: { weather: WeatherResponse }) {
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
  const units = useUnits();
  return (
    <p className="rounded-md bg-muted px-3 py-2 text-xs text-muted-foreground">
      <span className="capitalize">{condition}</span>, {units.format('temperature', weather.main.temp)}
      {weather.name ? ` at ${weather.name}` : ''}, {weather.source === 'open-meteo-historical' ? `for the hour from ${observed}` : `observed ${observed}`}.{' '}
      {weather.source !== 'openweathermap' ? (
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
