import { useEffect, useId } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import {
  CONSUMABLE_CATEGORY_OPTIONS,
  CONSUMABLE_UNIT_OPTIONS,
  GEAR_TYPES,
  gearTypeLabel,
  isSizeRequired,
  sizeFieldText,
  sizeLabelForCategory,
  type UnitSystem,
} from '@tackle/contracts';
import { asOptionalNumber, Checkbox, Field, Input, Label, NumberInput, OptionSelect, RequiredMark, Textarea, useUnits } from '@tackle/ui';
import type { FieldProps, NumberInputProps, SelectOption } from '@tackle/ui';
import type { ConsumableForm, ValidConsumableForm } from './form';

type Form = UseFormReturn<ConsumableForm, unknown, ValidConsumableForm>;

/** A label with the red star of a required field. */
const requiredLabel = (label: string) => (
  <>
    {label}
    <RequiredMark />
  </>
);

const sizePlaceholder = (category: ConsumableForm['category'], system: UnitSystem) => {
  const metric = system === 'metric';
  if (category === 'soft plastic') return metric ? 'e.g. 16.5' : 'e.g. 6.5';
  if (category === 'sinker') return metric ? 'e.g. 10.6' : 'e.g. 3/8';
  return 'e.g. 3/0';
};

/** The fields of the Add / Edit Consumable form (two columns from the small breakpoint). */
export function ConsumableFields({ form, editing }: { form: Form; editing: boolean }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const category = useWatch({ control, name: 'category' });
  const unit = useWatch({ control, name: 'unit' });
  const sizeRequired = isSizeRequired(category);
  const { system } = useUnits();
  // The angler's units arrived after the form opened: an untouched size is shown in them.
  useEffect(() => {
    if (form.getFieldState('size').isDirty) return;
    form.setValue('size', sizeFieldText(system, form.getValues('category'), form.getValues('sizeStored')));
  }, [system, form]);
  const sizeLabel = sizeLabelForCategory(category, system);
  const text = (name: 'color' | 'brand' | 'model', label: string, placeholder: string) => (
    <Field label={label} error={errors[name]}>
      {(p) => <Input {...p} autoComplete="off" placeholder={placeholder} {...register(name)} />}
    </Field>
  );
  const date = (name: 'purchaseDate' | 'expiryDate', label: string) => (
    <Field label={label} error={errors[name]}>
      {(p) => <Input {...p} type="date" {...register(name)} />}
    </Field>
  );
  const number = (
    name: 'initialQuantity' | 'minStockLevel' | 'cost',
    field: Pick<FieldProps, 'label' | 'description' | 'required'>,
    input: NumberInputProps,
  ) => (
    <Field {...field} error={errors[name]}>
      {(p) => <NumberInput {...p} min={0} {...input} {...register(name, asOptionalNumber)} />}
    </Field>
  );
  const select = (name: 'category' | 'unit', label: string, placeholder: string, options: readonly SelectOption[]) => (
    <Field label={requiredLabel(label)} error={errors[name]} required>
      {(p) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => <OptionSelect {...p} {...field} placeholder={placeholder} options={options} />}
        />
      )}
    </Field>
  );
  const pieces = unit === 'pieces';

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Name" error={errors.name} className="sm:col-span-2">
        {(p) => (
          <Input
            {...p}
            autoComplete="off"
            placeholder="e.g. Zoom Trick Worm (left empty: brand + model)"
            {...register('name')}
          />
        )}
      </Field>
      {select('category', 'Category', 'Select a category', CONSUMABLE_CATEGORY_OPTIONS)}
      {select('unit', 'Unit', 'Select a unit', CONSUMABLE_UNIT_OPTIONS)}
      {number(
        'initialQuantity',
        { label: requiredLabel(editing ? 'Quantity on Hand' : 'Quantity'), required: true },
        { integer: pieces, step: pieces ? 1 : 'any' },
      )}
      {number(
        'minStockLevel',
        { label: 'Min Stock Level', description: 'You are warned to restock at or below this level.' },
        { step: 'any' },
      )}
      <Field
        label={sizeRequired ? requiredLabel(sizeLabel) : sizeLabel}
        error={errors.size}
        required={sizeRequired}
      >
        {(p) => <Input {...p} autoComplete="off" placeholder={sizePlaceholder(category, system)} {...register('size')} />}
      </Field>
      {text('color', 'Color', 'e.g. green pumpkin')}
      {text('brand', 'Brand', 'e.g. Zoom')}
      {text('model', 'Model', 'e.g. Trick Worm')}
      {number('cost', { label: 'Cost' }, { step: 0.01, placeholder: '0.00' })}
      {date('purchaseDate', 'Purchase Date')}
      {date('expiryDate', 'Expiry Date')}
      <GearTypesFieldset form={form} />
      <Field label="Description" error={errors.description} className="sm:col-span-2">
        {(p) => <Textarea {...p} rows={2} {...register('description')} />}
      </Field>
      <Field label="Notes" error={errors.notes} className="sm:col-span-2">
        {(p) => (
          <Textarea
            {...p}
            rows={2}
            placeholder="Where you keep them, what they work best for..."
            {...register('notes')}
          />
        )}
      </Field>
    </div>
  );
}

/** 'Compatible Gear Types': a checkbox per gear type; none ticked means any gear. */
function GearTypesFieldset({ form }: { form: Form }) {
  const idPrefix = useId();
  return (
    <fieldset className="grid gap-2 sm:col-span-2">
      <legend className="mb-2 text-sm font-medium">Compatible Gear Types</legend>
      <Controller
        control={form.control}
        name="gearTypeIds"
        render={({ field }) => (
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {GEAR_TYPES.map((type) => (
              <div key={type.id} className="flex items-center gap-2">
                <Checkbox
                  id={`${idPrefix}-gearType-${type.id}`}
                  checked={field.value.includes(type.id)}
                  onCheckedChange={(value) =>
                    field.onChange(
                      value === true
                        ? [...field.value, type.id].sort((a, b) => a - b)
                        : field.value.filter((id) => id !== type.id),
                    )
                  }
                />
                <Label htmlFor={`${idPrefix}-gearType-${type.id}`} className="font-normal">
                  {gearTypeLabel(type.id)}
                </Label>
              </div>
            ))}
          </div>
        )}
      />
      <p className="text-xs text-muted-foreground">None ticked: usable with any gear.</p>
    </fieldset>
  );
}
