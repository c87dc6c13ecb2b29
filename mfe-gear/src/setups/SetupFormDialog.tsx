import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  EMPTY_SETUP_FORM,
  NO_SETUP_GEAR,
  SETUP_SLOTS,
  SETUP_SLOT_LABELS,
  SETUP_SLOT_TYPE_IDS,
  setupFormSchema,
  setupFormToInput,
  setupToForm,
  type Gear,
  type Setup,
  type SetupForm,
  type SetupSlot,
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
  useApi,
} from '@tackle/ui';
import { errorMessage } from '../gear/errors';
import { gearQueries } from '../gear/queries';
import { useCreateSetup, useUpdateSetup } from './mutations';

export interface SetupFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The setup being edited, or null to create one. */
  setup: Setup | null;
}

/** 'Create Setup' / 'Edit Setup'; closing unmounts the form, which resets it. */
export function SetupFormDialog({ open, onOpenChange, setup }: SetupFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{setup ? 'Edit Setup' : 'Create Setup'}</DialogTitle>
          <DialogDescription>Name a rod, reel and lure you fish together.</DialogDescription>
        </DialogHeader>
        <SetupFormBody key={setup?.id ?? 'new'} setup={setup} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

const plural: Record<SetupSlot, string> = { rod: 'rods', reel: 'reels', lure: 'lures' };

function SetupFormBody({ setup, onDone }: { setup: Setup | null; onDone: () => void }) {
  const api = useApi();
  const idPrefix = useId();
  const fieldId = (name: string) => `${idPrefix}-${name}`;
  const gearQuery = useQuery(gearQueries.list(api));
  const create = useCreateSetup();
  const update = useUpdateSetup();
  const saving = create.isPending || update.isPending;

  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<SetupForm>({
    resolver: zodResolver(setupFormSchema),
    defaultValues: setup ? setupToForm(setup) : EMPTY_SETUP_FORM,
  });

  const onValid = async (form: SetupForm) => {
    const input = setupFormToInput(form);
    try {
      if (setup) {
        await update.mutateAsync({ id: setup.id, input, expectedRevision: setup.revision });
        toast({ title: 'Success', description: 'Setup updated successfully' });
      } else {
        await create.mutateAsync(input);
        toast({ title: 'Success', description: 'Setup added successfully' });
      }
      onDone();
    } catch (error) {
      // The spec shows nothing when a setup fails to save; a silent failure loses work (decision 022).
      toast({
        title: 'Error',
        description: errorMessage(error, setup ? 'Failed to update setup' : 'Failed to add setup'),
        variant: 'destructive',
      });
    }
  };

  const gearOfType = (slot: SetupSlot): Gear[] =>
    (gearQuery.data ?? []).filter((gear) => gear.typeId === SETUP_SLOT_TYPE_IDS[slot]);

  const nameError = errors.name?.message;

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={fieldId('name')}>Setup Name</Label>
        <Input
          id={fieldId('name')}
          autoComplete="off"
          placeholder="e.g. Drop shot finesse"
          aria-required="true"
          {...(nameError ? { 'aria-invalid': true, 'aria-describedby': `${fieldId('name')}-error` } : {})}
          {...register('name')}
        />
        {nameError ? (
          <p id={`${fieldId('name')}-error`} className="text-sm text-destructive">
            {nameError}
          </p>
        ) : null}
      </div>

      {SETUP_SLOTS.map((slot) => {
        const key = `${slot}Id` as const;
        const options = gearOfType(slot);
        // Gear deleted since the setup was saved stays selectable so saving keeps it (marked).
        const current = setup?.[slot];
        const keepRemoved = current?.removed ? current : null;
        return (
          <div key={slot} className="grid gap-2">
            <Label htmlFor={fieldId(key)}>{SETUP_SLOT_LABELS[slot]}</Label>
            <Controller
              control={control}
              name={key}
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange} name={field.name}>
                  <SelectTrigger id={fieldId(key)} ref={field.ref} onBlur={field.onBlur}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value={NO_SETUP_GEAR}>None</SelectItem>
                    {options.map((gear) => (
                      <SelectItem key={gear.id} value={gear.id}>
                        {gear.name}
                      </SelectItem>
                    ))}
                    {keepRemoved ? (
                      <SelectItem value={keepRemoved.id}>{keepRemoved.name} (no longer in your gear)</SelectItem>
                    ) : null}
                  </SelectContent>
                </Select>
              )}
            />
            {!gearQuery.isPending && options.length === 0 ? (
              <p className="text-xs text-muted-foreground">No {plural[slot]} in your gear yet.</p>
            ) : null}
          </div>
        );
      })}

      <div className="grid gap-2">
        <Label htmlFor={fieldId('notes')}>Notes</Label>
        <Textarea id={fieldId('notes')} rows={3} placeholder="Line, leader, when it works best..." {...register('notes')} />
      </div>

      <DialogFooter className="pt-2">
        <Button type="button" variant="outline" onClick={onDone} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
          {saving ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {setup ? 'Update Setup' : 'Create Setup'}
        </Button>
      </DialogFooter>
    </form>
  );
}
