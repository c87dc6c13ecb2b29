import { useId } from 'react';
import { LoaderCircle } from 'lucide-react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  EMPTY_GEAR_FORM,
  GEAR_CONDITION_OPTIONS,
  GEAR_INPUT_STEPS,
  gearFormSchema,
  gearFormToInput,
  gearToForm,
  nameFromBrandAndModel,
  type Gear,
  type GearForm,
  type ValidGearForm,
} from '@tackle/contracts';
import {
  Button,
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
  toast,
} from '@tackle/ui';
import { useAddGear, useUpdateGear } from './mutations';
import { capitalise, type GearTypeOption } from './view';
import { errorMessage } from './errors';

export interface GearFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The gear being edited, or null to add new gear. */
  gear: Gear | null;
  gearTypes: readonly GearTypeOption[];
}

/**
 * 'Add New Gear' / 'Edit Gear'. The form lives inside DialogContent, which unmounts when the
 * dialog closes, so closing always resets the form; the page clears the edit target.
 */
export function GearFormDialog({ open, onOpenChange, gear, gearTypes }: GearFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{gear ? 'Edit Gear' : 'Add New Gear'}</DialogTitle>
          <DialogDescription>
            {gear ? 'Change the details of this item and save.' : 'Add a rod, reel or lure to your inventory.'}
          </DialogDescription>
        </DialogHeader>
        <GearFormBody key={gear?.id ?? 'new'} gear={gear} gearTypes={gearTypes} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** Fields shown in this dialog; errors on any other field are reported in a toast. */
const VISIBLE_FIELDS = new Set<string>([
  'name',
  'typeId',
  'brand',
  'model',
  'condition',
  'retailCost',
  'purchaseCost',
  'notes',
]);

/** Number inputs: '' (or anything the browser cannot read as a number) means "not given". */
function toOptionalNumber(value: unknown): number | null {
  if (value === '' || value === null || value === undefined) return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

interface GearFormBodyProps {
  gear: Gear | null;
  gearTypes: readonly GearTypeOption[];
  onDone: () => void;
}

function GearFormBody({ gear, gearTypes, onDone }: GearFormBodyProps) {
  const idPrefix = useId();
  const fieldId = (name: string) => `${idPrefix}-${name}`;
  const addGear = useAddGear();
  const updateGear = useUpdateGear();
  const saving = addGear.isPending || updateGear.isPending;

  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors, isSubmitted },
  } = useForm<GearForm, unknown, ValidGearForm>({
    resolver: zodResolver(gearFormSchema),
    // Editing keeps every stored field (type details, consumables, image...) because PUT replaces.
    defaultValues: gear ? gearToForm(gear) : EMPTY_GEAR_FORM,
  });

  const autoFillName = () => {
    const name = nameFromBrandAndModel(getValues('brand'), getValues('model'));
    if (name !== '') setValue('name', name, { shouldDirty: true, shouldValidate: isSubmitted });
  };

  const onValid = async (values: ValidGearForm) => {
    const input = gearFormToInput(values);
    try {
      if (gear) {
        await updateGear.mutateAsync({ id: gear.id, input, expectedRevision: gear.revision });
        toast({ title: 'Success', description: 'Gear updated successfully' });
      } else {
        await addGear.mutateAsync(input);
        toast({ title: 'Success', description: 'Gear added successfully' });
      }
      onDone();
    } catch (error) {
      // The server's message (e.g. the 409 "changed by someone else" text) or the spec's fallback.
      toast({
        title: 'Error',
        description: errorMessage(error, gear ? 'Failed to update gear' : 'Failed to add gear'),
        variant: 'destructive',
      });
    }
  };

  const onInvalid = (formErrors: FieldErrors<GearForm>) => {
    const hidden = Object.entries(formErrors).find(([field]) => !VISIBLE_FIELDS.has(field));
    if (!hidden) return; // visible fields show their own messages
    const [field, error] = hidden;
    const message = (error && 'message' in error && typeof error.message === 'string' && error.message) || `Invalid ${field}`;
    toast({ title: 'Error', description: message, variant: 'destructive' });
  };

  const errorId = (name: string) => `${fieldId(name)}-error`;
  const describe = (name: keyof GearForm) =>
    errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': errorId(name) } : {};
  const fieldError = (name: keyof GearForm) => {
    const message = errors[name]?.message;
    return typeof message === 'string' && message ? (
      <p id={errorId(name)} className="text-sm text-destructive">
        {message}
      </p>
    ) : null;
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2 sm:col-span-2">
          <Label htmlFor={fieldId('name')}>Name</Label>
          <Input
            id={fieldId('name')}
            autoComplete="off"
            placeholder="e.g. Shimano Curado 200K"
            aria-required="true"
            {...describe('name')}
            {...register('name')}
          />
          {fieldError('name')}
        </div>

        <div className="grid gap-2">
          <Label htmlFor={fieldId('typeId')}>Type</Label>
          <Controller
            control={control}
            name="typeId"
            render={({ field }) => (
              <Select
                value={field.value == null ? '' : String(field.value)}
                onValueChange={(value) => field.onChange(value === '' ? null : Number(value))}
                name={field.name}
              >
                <SelectTrigger
                  id={fieldId('typeId')}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  aria-required="true"
                  {...describe('typeId')}
                >
                  <SelectValue placeholder="Select a type" />
                </SelectTrigger>
                <SelectContent>
                  {gearTypes.map((type) => (
                    <SelectItem key={type.id} value={String(type.id)}>
                      {capitalise(type.name)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
          {fieldError('typeId')}
        </div>

        <div className="grid gap-2">
          <Label htmlFor={fieldId('condition')}>Condition</Label>
          <Controller
            control={control}
            name="condition"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange} name={field.name}>
                <SelectTrigger id={fieldId('condition')} ref={field.ref} onBlur={field.onBlur} {...describe('condition')}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {GEAR_CONDITION_OPTIONS.map((option) => (
                    <SelectItem key={option.value} value={option.value}>
                      {option.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
          {fieldError('condition')}
        </div>

        <div className="grid gap-2">
          <Label htmlFor={fieldId('brand')}>Brand</Label>
          <Input
            id={fieldId('brand')}
            autoComplete="off"
            placeholder="e.g. Shimano"
            {...describe('brand')}
            {...register('brand', { onChange: autoFillName })}
          />
          {fieldError('brand')}
        </div>

        <div className="grid gap-2">
          <Label htmlFor={fieldId('model')}>Model</Label>
          <Input
            id={fieldId('model')}
            autoComplete="off"
            placeholder="e.g. Curado 200K"
            {...describe('model')}
            {...register('model', { onChange: autoFillName })}
          />
          {fieldError('model')}
        </div>

        <div className="grid gap-2">
          <Label htmlFor={fieldId('retailCost')}>Retail Cost</Label>
          <Input
            id={fieldId('retailCost')}
            type="number"
            inputMode="decimal"
            min={0}
            step={GEAR_INPUT_STEPS.cost}
            placeholder="0.00"
            {...describe('retailCost')}
            {...register('retailCost', { setValueAs: toOptionalNumber })}
          />
          {fieldError('retailCost')}
        </div>

        <div className="grid gap-2">
          <Label htmlFor={fieldId('purchaseCost')}>Purchase Cost</Label>
          <Input
            id={fieldId('purchaseCost')}
            type="number"
            inputMode="decimal"
            min={0}
            step={GEAR_INPUT_STEPS.cost}
            placeholder="0.00"
            {...describe('purchaseCost')}
            {...register('purchaseCost', { setValueAs: toOptionalNumber })}
          />
          {fieldError('purchaseCost')}
        </div>

        <div className="grid gap-2 sm:col-span-2">
          <Label htmlFor={fieldId('notes')}>Notes</Label>
          <Textarea
            id={fieldId('notes')}
            rows={3}
            placeholder="Line, where you bought it, what it works best for..."
            {...describe('notes')}
            {...register('notes')}
          />
          {fieldError('notes')}
        </div>
      </div>

      <DialogFooter className="pt-2">
        <Button type="button" variant="outline" onClick={onDone} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
          {saving ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {gear ? 'Update Gear' : 'Add Gear'}
        </Button>
      </DialogFooter>
    </form>
  );
}
