import type { UseFormReturn } from 'react-hook-form';
import { GEAR_INPUT_STEPS, LURE_TYPES, REEL_TYPES, ROD_ACTIONS, ROD_POWERS, ROD_TYPES, type Quantity } from '@tackle/contracts';
import { asOptionalNumber, Field, Input, NumberInput, OptionSelect, SelectItem, useUnits } from '@tackle/ui';
import { ControlledField, UnitField } from '@tackle/ui/form';
import { rodLengthPatch, type GearForm, type ValidGearForm } from './form';

export type GearFormApi = UseFormReturn<GearForm, unknown, ValidGearForm>;
type Name = keyof GearForm & string;
type ChoiceName = 'rodType' | 'power' | 'action' | 'reelType' | 'lureType';

interface FieldBase {
  form: GearFormApi;
  label: string;
  className?: string;
}

const fieldClass = (className = '') => `content-start ${className}`;

/** A text input bound to one form field. */
export function TextField({
  form,
  name,
  label,
  placeholder,
  className,
}: FieldBase & { name: Name; placeholder: string }) {
  return (
    <Field label={label} error={form.formState.errors[name]} className={fieldClass(className)}>
      {(p) => <Input {...p} autoComplete="off" placeholder={placeholder} {...form.register(name)} />}
    </Field>
  );
}

interface NumberFieldProps extends FieldBase {
  name: Name;
  step: number;
  min?: number;
  max?: number;
  placeholder?: string;
  integer?: boolean;
}

/** A number input: empty (or unreadable) means "not given" (null). */
export function NumberField({
  form,
  name,
  label,
  step,
  min = 0,
  max,
  placeholder,
  integer,
  className,
}: NumberFieldProps) {
  return (
    <Field label={label} error={form.formState.errors[name]} className={fieldClass(className)}>
      {(p) => (
        <NumberInput
          {...p}
          integer={integer}
          min={min}
          max={max}
          step={step}
          placeholder={placeholder}
          {...form.register(name, asOptionalNumber)}
        />
      )}
    </Field>
  );
}

interface MeasureFieldProps extends FieldBase {
  name: 'drag' | 'weight' | 'lengthStored';
  quantity: Quantity;
  /** The placeholder of the metric field (the imperial one is given to NumberField). */
  metricPlaceholder: string;
  /** What else a typed value sets (the rod's feet and inches); the field's own value by default. */
  onStored?: (stored: number | null) => void;
}

/**
 * A measured detail in the angler's units (docs/decisions/121-units.md), for a metric angler: the
 * stored value (pounds, ounces, feet) shown and typed in kg, g or m; left as it was, it keeps the
 * stored value exactly. The label names the unit: 'Max Drag (kg)'.
 */
function MetricMeasureField({ form, name, label, quantity, metricPlaceholder, onStored, className }: MeasureFieldProps) {
  const units = useUnits();
  return (
    <UnitField
      control={form.control}
      name={name}
      label={`${label} (${units.symbol(quantity)})`}
      error={form.formState.errors[name]}
      className={fieldClass(className)}
      quantity={quantity}
      units={units}
      input={{ min: 0, placeholder: metricPlaceholder }}
      onStored={onStored}
    />
  );
}

/** A measured detail, typed in the angler's units: metric as MetricMeasureField, imperial in the stored unit. */
function MeasureField({
  imperial,
  ...props
}: Omit<MeasureFieldProps, 'onStored'> & { imperial: { label: string; step: number; placeholder: string } }) {
  return useUnits().system === 'metric' ? (
    <MetricMeasureField {...props} />
  ) : (
    <NumberField form={props.form} name={props.name} className={props.className} {...imperial} />
  );
}

/** Selects cannot hold '': this item stands for "not set". */
const NOT_SET = '__not_set__';

/** One of a fixed list, or 'Not set'. */
function ChoiceField({
  form,
  name,
  label,
  options,
  placeholder,
}: FieldBase & { name: ChoiceName; options: readonly string[]; placeholder: string }) {
  return (
    <ControlledField control={form.control} name={name} label={label} error={form.formState.errors[name]} className={fieldClass()}>
      {(field, p) => (
        <OptionSelect
          {...p}
          {...field}
          value={field.value || NOT_SET}
          onChange={(value) => field.onChange(value === NOT_SET ? '' : value)}
          placeholder={placeholder}
          options={options.map((option) => ({ value: option, label: option }))}
          leading={<SelectItem value={NOT_SET}>Not set</SelectItem>}
        />
      )}
    </ControlledField>
  );
}

function Section({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-lg border p-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      {children}
    </fieldset>
  );
}

export function RodDetails({ form }: { form: GearFormApi }) {
  const metric = useUnits().system === 'metric';
  const setLength = (stored: number | null) => {
    for (const [name, value] of Object.entries(rodLengthPatch(stored)) as Array<['lengthFeet' | 'lengthInches' | 'lengthStored', number | null]>) {
      form.setValue(name, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    }
  };
  return (
    <Section legend="Rod Details">
      <ChoiceField form={form} name="rodType" label="Rod Type" options={ROD_TYPES} placeholder="Select rod type" />
      {metric ? (
        <MetricMeasureField
          form={form}
          name="lengthStored"
          label="Length"
          quantity="rodLength"
          metricPlaceholder="2.13"
          onStored={setLength}
        />
      ) : (
        <div className="grid grid-cols-2 gap-3">
          <NumberField form={form} name="lengthFeet" label="Length (feet)" step={1} placeholder="7" integer />
          <NumberField
            form={form}
            name="lengthInches"
            label="Length (inches)"
            step={1}
            max={11}
            placeholder="0"
            integer
          />
        </div>
      )}
      <ChoiceField form={form} name="power" label="Power" options={ROD_POWERS} placeholder="Select power" />
      <ChoiceField form={form} name="action" label="Action" options={ROD_ACTIONS} placeholder="Select action" />
      <TextField form={form} name="lineWeight" label="Line Weight" placeholder="e.g. 10-20 lb" />
      <NumberField form={form} name="pieces" label="Pieces" step={1} min={1} max={20} placeholder="1" integer />
    </Section>
  );
}

export function ReelDetails({ form }: { form: GearFormApi }) {
  return (
    <Section legend="Reel Details">
      <ChoiceField form={form} name="reelType" label="Reel Type" options={REEL_TYPES} placeholder="Select reel type" />
      <TextField form={form} name="gearRatio" label="Gear Ratio" placeholder="e.g. 7.1:1" />
      <TextField form={form} name="reelSize" label="Reel Size" placeholder="e.g. 2500 or 150" />
      <TextField form={form} name="bearings" label="Bearings" placeholder="e.g. 6+1" />
      <TextField form={form} name="capacity" label="Line Capacity" placeholder="e.g. 12 lb / 145 yd" />
      <MeasureField
        form={form}
        name="drag"
        label="Max Drag"
        quantity="drag"
        metricPlaceholder="5.0"
        imperial={{ label: 'Max Drag (lbs)', step: GEAR_INPUT_STEPS.drag, placeholder: '11.0' }}
      />
    </Section>
  );
}

export function LureDetails({ form }: { form: GearFormApi }) {
  return (
    <Section legend="Lure Details">
      <ChoiceField form={form} name="lureType" label="Lure Type" options={LURE_TYPES} placeholder="Select lure type" />
      <TextField form={form} name="size" label="Size" placeholder="e.g. 2.5 in" />
      <MeasureField
        form={form}
        name="weight"
        label="Weight"
        quantity="lureWeight"
        metricPlaceholder="14"
        imperial={{ label: 'Weight (oz)', step: GEAR_INPUT_STEPS.lureWeight, placeholder: '0.5' }}
      />
      <TextField form={form} name="color" label="Color" placeholder="e.g. green pumpkin" />
      <TextField form={form} name="hooks" label="Hooks" placeholder="e.g. 2 treble #4" />
    </Section>
  );
}
