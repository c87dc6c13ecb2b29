import { useId } from 'react';
import { LoaderCircle } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  EMPTY_STORAGE_LOCATION_FORM,
  STORAGE_LOCATION_TYPE_OPTIONS,
  storageLocationFormSchema,
  storageLocationToForm,
  type StorageLocation,
  type StorageLocationForm,
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
import { toOptionalNumber } from '../consumables/page-parts';
import { useCreateStorageLocation, useUpdateStorageLocation } from './mutations';

export interface StorageLocationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The location being edited, or null to create one. */
  location: StorageLocation | null;
}

/** 'Add Storage Location' / 'Edit Storage Location'; closing unmounts the form, which resets it. */
export function StorageLocationDialog({ open, onOpenChange, location }: StorageLocationDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{location ? 'Edit Storage Location' : 'Add Storage Location'}</DialogTitle>
          <DialogDescription>A tackle box, rod rack, garage shelf or boat where your gear lives.</DialogDescription>
        </DialogHeader>
        <LocationForm key={location?.id ?? 'new'} location={location} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function LocationForm({ location, onDone }: { location: StorageLocation | null; onDone: () => void }) {
  const idPrefix = useId();
  const fieldId = (name: string) => `${idPrefix}-${name}`;
  const create = useCreateStorageLocation();
  const update = useUpdateStorageLocation();
  const saving = create.isPending || update.isPending;
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<StorageLocationForm>({
    resolver: zodResolver(storageLocationFormSchema),
    defaultValues: location ? storageLocationToForm(location) : EMPTY_STORAGE_LOCATION_FORM,
  });

  const onValid = async (form: StorageLocationForm) => {
    const input = {
      name: form.name.trim(),
      type: form.type,
      description: form.description.trim() || null,
      capacity: form.capacity,
      isPortable: form.isPortable,
    };
    try {
      if (location) {
        await update.mutateAsync({ id: location.id, input, expectedRevision: location.revision });
        toast({ title: 'Success', description: 'Storage location updated successfully' });
      } else {
        await create.mutateAsync(input);
        toast({ title: 'Success', description: 'Storage location created successfully' });
      }
      onDone();
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, location ? 'Failed to update storage location' : 'Failed to create storage location'),
        variant: 'destructive',
      });
    }
  };

  const describe = (name: keyof StorageLocationForm) =>
    errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `${fieldId(name)}-error` } : {};
  const fieldError = (name: keyof StorageLocationForm) => {
    const message = errors[name]?.message;
    return typeof message === 'string' && message ? (
      <p id={`${fieldId(name)}-error`} className="text-sm text-destructive">
        {message}
      </p>
    ) : null;
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={fieldId('name')}>Name</Label>
        <Input
          id={fieldId('name')}
          autoComplete="off"
          placeholder="e.g. Plano 3700, garage rod rack"
          aria-required="true"
          {...describe('name')}
          {...register('name')}
        />
        {fieldError('name')}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={fieldId('type')}>Type</Label>
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange} name={field.name}>
              <SelectTrigger id={fieldId('type')} ref={field.ref} onBlur={field.onBlur}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {STORAGE_LOCATION_TYPE_OPTIONS.map((option) => (
                  <SelectItem key={option.value} value={option.value}>
                    {option.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={fieldId('description')}>Description (optional)</Label>
        <Textarea id={fieldId('description')} rows={2} {...describe('description')} {...register('description')} />
        {fieldError('description')}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={fieldId('capacity')}>Capacity (optional)</Label>
        <Input
          id={fieldId('capacity')}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          placeholder="Maximum number of items"
          {...describe('capacity')}
          {...register('capacity', { setValueAs: toOptionalNumber })}
        />
        {fieldError('capacity')}
      </div>
      <Controller
        control={control}
        name="isPortable"
        render={({ field }) => (
          <div className="flex items-center gap-2">
            <Checkbox
              id={fieldId('isPortable')}
              checked={field.value}
              onCheckedChange={(value) => field.onChange(value === true)}
              onBlur={field.onBlur}
            />
            <Label htmlFor={fieldId('isPortable')} className="font-normal">
              Portable storage
            </Label>
          </div>
        )}
      />
      <DialogFooter className="pt-2">
        <Button type="button" variant="outline" onClick={onDone} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
          {saving ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {location ? 'Update' : 'Create'}
        </Button>
      </DialogFooter>
    </form>
  );
}
