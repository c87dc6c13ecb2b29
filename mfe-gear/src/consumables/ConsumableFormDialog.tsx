import { useId } from 'react';
import { LoaderCircle } from 'lucide-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { EntryTabs } from '../smart-capture/EntryTabs';
import {
  CONSUMABLE_CATEGORY_OPTIONS,
  CONSUMABLE_UNIT_OPTIONS,
  EMPTY_CONSUMABLE_FORM,
  GEAR_TYPES,
  consumableFormSchema,
  consumableToForm,
  gearTypeLabel,
  isSizeRequired,
  sizeLabelForCategory,
  type Consumable,
  type ConsumableForm,
  type ValidConsumableForm,
} from '@tackle/contracts';
import {
  Button,
  Checkbox,
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
import { errorMessage } from '../gear/errors';
import { useAddConsumable, useUpdateConsumable } from './mutations';
import { toOptionalNumber } from './page-parts';

export interface ConsumableFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The item being edited, or null to add one. */
  consumable: Consumable | null;
}

/**
 * 'Add Consumable' / 'Edit Consumable'. The form lives inside DialogContent, which unmounts when the
 * dialog closes, so closing always resets it. (Smart Capture joins this dialog as a second tab.)
 */
export function ConsumableFormDialog({ open, onOpenChange, consumable }: ConsumableFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{consumable ? 'Edit Consumable' : 'Add Consumable'}</DialogTitle>
          <DialogDescription>
            {consumable
              ? 'Change the details of this item. A new quantity is recorded as a restock or a recount; usage history is kept.'
              : 'Hooks, line, scent, sinkers, soft plastics, stoppers and swivels, with the level at which to restock.'}
          </DialogDescription>
        </DialogHeader>
        <EntryTabs
          enabled={!consumable}
          onAdded={() => onOpenChange(false)}
          manual={<ConsumableFormBody key={consumable?.id ?? 'new'} consumable={consumable} onDone={() => onOpenChange(false)} />}
        />
      </DialogContent>
    </Dialog>
  );
}

function ConsumableFormBody({ consumable, onDone }: { consumable: Consumable | null; onDone: () => void }) {
  const idPrefix = useId();
  const fieldId = (name: string) => `${idPrefix}-${name}`;
  const addConsumable = useAddConsumable();
  const updateConsumable = useUpdateConsumable();
  const saving = addConsumable.isPending || updateConsumable.isPending;

  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<ConsumableForm, unknown, ValidConsumableForm>({
    resolver: zodResolver(consumableFormSchema),
    defaultValues: consumable ? consumableToForm(consumable) : EMPTY_CONSUMABLE_FORM,
  });
  const category = useWatch({ control, name: 'category' });
  const unit = useWatch({ control, name: 'unit' });
  const sizeRequired = isSizeRequired(category);

  const onValid = async (input: ValidConsumableForm) => {
    try {
      if (consumable) {
        await updateConsumable.mutateAsync({ id: consumable.id, input, expectedRevision: consumable.revision });
        toast({ title: 'Success', description: 'Consumable updated successfully' });
      } else {
        await addConsumable.mutateAsync(input);
        toast({ title: 'Success', description: 'Consumable added successfully' });
      }
      onDone();
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, consumable ? 'Failed to update consumable' : 'Failed to add consumable'),
        variant: 'destructive',
      });
    }
  };

  const errorId = (name: string) => `${fieldId(name)}-error`;
  const describe = (name: keyof ConsumableForm) =>
    errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': errorId(name) } : {};
  const fieldError = (name: keyof ConsumableForm) => {
    const message = errors[name]?.message;
    return typeof message === 'string' && message ? (
      <p id={errorId(name)} className="text-sm text-destructive">
        {message}
      </p>
    ) : null;
  };
  const required = <span aria-hidden="true" className="text-destructive"> *</span>;

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2 sm:col-span-2">
          <Label htmlFor={fieldId('name')}>Name</Label>
          <Input
            id={fieldId('name')}
            autoComplete="off"
            placeholder="e.g. Zoom Trick Worm (left empty: brand + model)"
            {...describe('name')}
            {...register('name')}
          />
          {fieldError('name')}
        </div>

        <div className="grid gap-2">
          <Label htmlFor={fieldId('category')}>Category{required}</Label>
          <Controller
            control={control}
            name="category"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange} name={field.name}>
                <SelectTrigger
                  id={fieldId('category')}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  aria-required="true"
                  {...describe('category')}
                >
                  <SelectValue placeholder="Select a category" />
                </SelectTrigger>
                <SelectContent>
                  {CONSUMABLE_CATEGORY_OPTIONS.map((option) => (
                    <SelectItem key={option.value} value={option.value}>
                      {option.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
          {fieldError('category')}
        </div>

        <div className="grid gap-2">
          <Label htmlFor={fieldId('unit')}>Unit{required}</Label>
          <Controller
            control={control}
            name="unit"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange} name={field.name}>
                <SelectTrigger id={fieldId('unit')} ref={field.ref} onBlur={field.onBlur} aria-required="true" {...describe('unit')}>
                  <SelectValue placeholder="Select a unit" />
                </SelectTrigger>
                <SelectContent>
                  {CONSUMABLE_UNIT_OPTIONS.map((option) => (
                    <SelectItem key={option.value} value={option.value}>
                      {option.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
          {fieldError('unit')}
        </div>

        <div className="grid gap-2">
          <Label htmlFor={fieldId('initialQuantity')}>{consumable ? 'Quantity on Hand' : 'Quantity'}{required}</Label>
          <Input
            id={fieldId('initialQuantity')}
            type="number"
            inputMode={unit === 'pieces' ? 'numeric' : 'decimal'}
            min={0}
            step={unit === 'pieces' ? 1 : 'any'}
            aria-required="true"
            {...describe('initialQuantity')}
            {...register('initialQuantity', { setValueAs: toOptionalNumber })}
          />
          {fieldError('initialQuantity')}
        </div>

        <div className="grid gap-2">
          <Label htmlFor={fieldId('minStockLevel')}>Min Stock Level</Label>
          <Input
            id={fieldId('minStockLevel')}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            aria-describedby={`${fieldId('minStockLevel')}-hint`}
            {...register('minStockLevel', { setValueAs: toOptionalNumber })}
          />
          <p id={`${fieldId('minStockLevel')}-hint`} className="text-xs text-muted-foreground">
            You are warned to restock at or below this level.
          </p>
          {fieldError('minStockLevel')}
        </div>

        <div className="grid gap-2">
          <Label htmlFor={fieldId('size')}>
            {sizeLabelForCategory(category)}
            {sizeRequired ? required : null}
          </Label>
          <Input
            id={fieldId('size')}
            autoComplete="off"
            aria-required={sizeRequired || undefined}
            placeholder={category === 'soft plastic' ? 'e.g. 6.5' : category === 'sinker' ? 'e.g. 3/8' : 'e.g. 3/0'}
            {...describe('size')}
            {...register('size')}
          />
          {fieldError('size')}
        </div>

        <div className="grid gap-2">
          <Label htmlFor={fieldId('color')}>Color</Label>
          <Input
            id={fieldId('color')}
            autoComplete="off"
            placeholder="e.g. green pumpkin"
            {...describe('color')}
            {...register('color')}
          />
          {fieldError('color')}
        </div>

        <div className="grid gap-2">
          <Label htmlFor={fieldId('brand')}>Brand</Label>
          <Input id={fieldId('brand')} autoComplete="off" placeholder="e.g. Zoom" {...describe('brand')} {...register('brand')} />
          {fieldError('brand')}
        </div>

        <div className="grid gap-2">
          <Label htmlFor={fieldId('model')}>Model</Label>
          <Input id={fieldId('model')} autoComplete="off" placeholder="e.g. Trick Worm" {...describe('model')} {...register('model')} />
          {fieldError('model')}
        </div>

        <div className="grid gap-2">
          <Label htmlFor={fieldId('cost')}>Cost</Label>
          <Input
            id={fieldId('cost')}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            placeholder="0.00"
            {...describe('cost')}
            {...register('cost', { setValueAs: toOptionalNumber })}
          />
          {fieldError('cost')}
        </div>

        <div className="grid gap-2">
          <Label htmlFor={fieldId('purchaseDate')}>Purchase Date</Label>
          <Input id={fieldId('purchaseDate')} type="date" {...describe('purchaseDate')} {...register('purchaseDate')} />
          {fieldError('purchaseDate')}
        </div>

        <div className="grid gap-2">
          <Label htmlFor={fieldId('expiryDate')}>Expiry Date</Label>
          <Input id={fieldId('expiryDate')} type="date" {...describe('expiryDate')} {...register('expiryDate')} />
          {fieldError('expiryDate')}
        </div>

        <fieldset className="grid gap-2 sm:col-span-2">
          <legend className="mb-2 text-sm font-medium">Compatible Gear Types</legend>
          <Controller
            control={control}
            name="gearTypeIds"
            render={({ field }) => (
              <div className="flex flex-wrap gap-x-6 gap-y-2">
                {GEAR_TYPES.map((type) => {
                  const checked = field.value.includes(type.id);
                  return (
                    <div key={type.id} className="flex items-center gap-2">
                      <Checkbox
                        id={fieldId(`gearType-${type.id}`)}
                        checked={checked}
                        onCheckedChange={(value) =>
                          field.onChange(
                            value === true
                              ? [...field.value, type.id].sort((a, b) => a - b)
                              : field.value.filter((id) => id !== type.id),
                          )
                        }
                      />
                      <Label htmlFor={fieldId(`gearType-${type.id}`)} className="font-normal">
                        {gearTypeLabel(type.id)}
                      </Label>
                    </div>
                  );
                })}
              </div>
            )}
          />
          <p className="text-xs text-muted-foreground">None ticked: usable with any gear.</p>
        </fieldset>

        <div className="grid gap-2 sm:col-span-2">
          <Label htmlFor={fieldId('description')}>Description</Label>
          <Textarea id={fieldId('description')} rows={2} {...describe('description')} {...register('description')} />
          {fieldError('description')}
        </div>

        <div className="grid gap-2 sm:col-span-2">
          <Label htmlFor={fieldId('notes')}>Notes</Label>
          <Textarea
            id={fieldId('notes')}
            rows={2}
            placeholder="Where you keep them, what they work best for..."
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
          {consumable ? 'Update Consumable' : 'Add Consumable'}
        </Button>
      </DialogFooter>
    </form>
  );
}
