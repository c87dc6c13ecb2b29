import { useId, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { Controller, useFieldArray, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { EntryTabs } from '../smart-capture/EntryTabs';
import {
  EMPTY_GEAR_FORM,
  GEAR_CONDITION_OPTIONS,
  GEAR_INPUT_STEPS,
  GEAR_TYPE_IDS,
  LURE_TYPES,
  REEL_TYPES,
  ROD_ACTIONS,
  ROD_POWERS,
  ROD_TYPES,
  gearFormSchema,
  gearFormToInput,
  gearToForm,
  gearTypeIdFromName,
  nameFromBrandAndModel,
  type Gear,
  type GearForm,
  type GearImageAnalysisResult,
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
  useApi,
  ApiError,
} from '@tackle/ui';
import { BrandModelFields } from './BrandModelFields';
import { catalogFill } from './catalog-specs';
import { ConsumablesChecklist } from './ConsumablesChecklist';
import { GearImageField } from './GearImageField';
import { errorMessage } from './errors';
import { useAddGear, useAnalyzeGearImage, useUpdateGear, useUploadGearImage } from './mutations';
import { gearQueries } from './queries';
import { capitalise, type GearTypeOption } from './view';

export interface GearFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The gear being edited, or null to add new gear. */
  gear: Gear | null;
  /** Gear whose details pre-fill a new entry (Copy). Ignored when editing. */
  copyFrom?: Gear | null;
  gearTypes: readonly GearTypeOption[];
}

/** Suffix of a copy's name (spec §4). */
export const COPY_SUFFIX = ' (Copy)';

/** A new form pre-filled from existing gear: everything but the photo, named '... (Copy)'. */
export function copyGearToForm(gear: Gear): GearForm {
  return { ...gearToForm(gear), name: `${gear.name}${COPY_SUFFIX}`, imageUrl: '' };
}

/**
 * 'Add New Gear' / 'Edit Gear'. The form lives inside DialogContent, which unmounts when the
 * dialog closes, so closing always resets the form, the picked brand and the photo preview; the
 * page clears the edit target.
 */
export function GearFormDialog({ open, onOpenChange, gear: given, copyFrom = null, gearTypes }: GearFormDialogProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  // After a 409 the angler may reload: the form then shows (and saves against) the stored version.
  const [reloaded, setReloaded] = useState<Gear | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const gear = given && reloaded?.id === given.id && reloaded.revision > given.revision ? reloaded : given;

  // Shown inside the dialog: a modal dialog makes everything outside it (the toasts too) inert.
  const offerReload = (message: string) => {
    toast({ title: 'Error', description: message, variant: 'destructive' });
    setConflict(message);
  };
  const reload = async () => {
    if (!gear) return;
    const id = gear.id;
    await queryClient.invalidateQueries({ queryKey: gearQueries.list(api).queryKey });
    const fresh = (await queryClient.fetchQuery(gearQueries.list(api))).find((item) => item.id === id);
    setConflict(null);
    if (!fresh) {
      toast({ title: 'Error', description: 'This gear was deleted elsewhere.', variant: 'destructive' });
      onOpenChange(false);
      return;
    }
    setReloaded(fresh);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{gear ? 'Edit Gear' : 'Add New Gear'}</DialogTitle>
          <DialogDescription>
            {gear ? 'Change the details of this item and save.' : 'Add a rod, reel or lure to your inventory.'}
          </DialogDescription>
        </DialogHeader>
        {conflict && gear ? (
          <div role="alert" className="flex items-center justify-between gap-3 rounded-md border border-destructive/50 p-3 text-sm">
            <span>{conflict}</span>
            <Button type="button" variant="outline" size="sm" onClick={() => void reload()}>
              Reload
            </Button>
          </div>
        ) : null}
        <EntryTabs
          enabled={!gear && !copyFrom}
          onAdded={() => onOpenChange(false)}
          manual={
            <GearFormBody
              key={gear ? `${gear.id}@${gear.revision}` : copyFrom ? `copy-${copyFrom.id}` : 'new'}
              gear={gear}
              onConflict={offerReload}
              copyFrom={gear ? null : copyFrom}
              gearTypes={gearTypes}
              onDone={() => onOpenChange(false)}
            />
          }
        />
      </DialogContent>
    </Dialog>
  );
}

/** Number inputs: '' (or anything the browser cannot read as a number) means "not given". */
function toOptionalNumber(value: unknown): number | null {
  if (value === '' || value === null || value === undefined) return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

/** Selects cannot hold '': this item stands for "not set". */
const NOT_SET = '__not_set__';

interface GearFormBodyProps {
  gear: Gear | null;
  copyFrom: Gear | null;
  gearTypes: readonly GearTypeOption[];
  onDone: () => void;
  /** Someone else saved this gear first (409): offer to reload it. */
  onConflict?: (message: string) => void;
}

function GearFormBody({ gear, copyFrom, gearTypes, onDone, onConflict }: GearFormBodyProps) {
  const idPrefix = useId();
  const fieldId = (name: string) => `${idPrefix}-${name}`;
  const addGear = useAddGear();
  const updateGear = useUpdateGear();
  const uploadImage = useUploadGearImage();
  const analyzeImage = useAnalyzeGearImage();
  const saving = addGear.isPending || updateGear.isPending || uploadImage.isPending;
  const [photo, setPhoto] = useState<File | null>(null);

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
    defaultValues: gear ? gearToForm(gear) : copyFrom ? copyGearToForm(copyFrom) : EMPTY_GEAR_FORM,
  });
  // The checklist reads its ticks from the field array's own state, which append/remove update in
  // the click's task. A watched 'consumables' value only follows one render later (react-hook-form
  // re-broadcasts array changes from an effect), and a tick shown late can be lost (issue 21).
  const consumableLinks = useFieldArray({ control, name: 'consumables', keyName: 'key' });
  const [typeId, brand, model, imageUrl] = useWatch({ control, name: ['typeId', 'brand', 'model', 'imageUrl'] });
  const set = <K extends keyof GearForm>(name: K, value: GearForm[K]) =>
    setValue(name, value as never, { shouldDirty: true, shouldValidate: isSubmitted });

  /** Spec §4: the name becomes brand + model whenever either changes. */
  const autoFillName = () => {
    const name = nameFromBrandAndModel(getValues('brand'), getValues('model'));
    if (name !== '') set('name', name);
  };

  const applySuggestions = (result: GearImageAnalysisResult) => {
    let applied = false;
    const type = gearTypeIdFromName(result.suggestedType);
    if (type !== null) {
      set('typeId', type);
      applied = true;
    }
    if (result.suggestedBrand || result.suggestedModel) {
      if (result.suggestedBrand && result.suggestedBrand !== getValues('brand')) set('model', '');
      if (result.suggestedBrand) set('brand', result.suggestedBrand);
      if (result.suggestedModel) set('model', result.suggestedModel);
      autoFillName();
      applied = true;
    }
    if (result.suggestedName) {
      set('name', result.suggestedName);
      applied = true;
    }
    // Notes are the angler's own words: a caption fills them only while they are empty.
    if (result.suggestedNotes && getValues('notes').trim() === '') {
      set('notes', result.suggestedNotes);
      applied = true;
    }
    if (applied) {
      toast({ title: 'Image Analyzed', description: 'The gear details have been pre-filled based on the image analysis.' });
    }
  };

  const onPhotoChosen = (file: File) => {
    setPhoto(file);
    analyzeImage.mutate(file, {
      onSuccess: applySuggestions,
      // The local preview stays: the photo is still saved with the gear.
      onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Failed to analyze image'), variant: 'destructive' }),
    });
  };

  const onValid = async (values: ValidGearForm) => {
    let input;
    try {
      input = gearFormToInput(values);
    } catch {
      toast({ title: 'Error', description: 'Failed to save gear', variant: 'destructive' });
      return;
    }
    let gearId: string;
    try {
      if (gear) {
        await updateGear.mutateAsync({ id: gear.id, input, expectedRevision: gear.revision });
        gearId = gear.id;
        toast({ title: 'Success', description: 'Gear updated successfully' });
      } else {
        gearId = (await addGear.mutateAsync(input)).id;
        toast({ title: 'Success', description: 'Gear added successfully' });
      }
    } catch (error) {
      if (gear && onConflict && error instanceof ApiError && error.status === 409) {
        onConflict(error.message);
        return;
      }
      // The server's message or the spec's fallback.
      toast({
        title: 'Error',
        description: errorMessage(error, gear ? 'Failed to update gear' : 'Failed to add gear'),
        variant: 'destructive',
      });
      return;
    }
    if (photo) {
      try {
        await uploadImage.mutateAsync({ id: gearId, file: photo });
        toast({ title: 'Success', description: 'Image uploaded successfully' });
      } catch (error) {
        toast({ title: 'Error', description: errorMessage(error, 'Failed to upload image'), variant: 'destructive' });
      }
    }
    onDone();
  };

  const onInvalid = (formErrors: FieldErrors<GearForm>) => {
    // Fields show their own messages; a toast makes sure a message below the fold is not missed.
    const first = Object.values(formErrors)[0];
    const message =
      (first && 'message' in first && typeof first.message === 'string' && first.message) ||
      (formErrors.consumables ? 'Consumable quantities must be non-negative numbers' : null);
    if (message) toast({ title: 'Error', description: message, variant: 'destructive' });
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

  const field = (name: keyof GearForm, label: string, input: ReactNode, className = '') => (
    <div className={`grid content-start gap-2 ${className}`}>
      <Label htmlFor={fieldId(name)}>{label}</Label>
      {input}
      {fieldError(name)}
    </div>
  );
  const numberInput = (name: keyof GearForm, options: { step: number; min?: number; max?: number; placeholder?: string; integer?: boolean }) => (
    <Input
      id={fieldId(name)}
      type="number"
      inputMode={options.integer ? 'numeric' : 'decimal'}
      min={options.min ?? 0}
      max={options.max}
      step={options.step}
      placeholder={options.placeholder}
      {...describe(name)}
      {...register(name, { setValueAs: toOptionalNumber })}
    />
  );
  const textInput = (name: keyof GearForm, placeholder: string) => (
    <Input id={fieldId(name)} autoComplete="off" placeholder={placeholder} {...describe(name)} {...register(name)} />
  );
  const optionSelect = (name: 'rodType' | 'power' | 'action' | 'reelType' | 'lureType', options: readonly string[], placeholder: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field: control }) => (
        <Select value={control.value || NOT_SET} onValueChange={(value) => control.onChange(value === NOT_SET ? '' : value)} name={control.name}>
          <SelectTrigger id={fieldId(name)} ref={control.ref} onBlur={control.onBlur} {...describe(name)}>
            <SelectValue placeholder={placeholder} />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={NOT_SET}>Not set</SelectItem>
            {options.map((option) => (
              <SelectItem key={option} value={option}>
                {option}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    />
  );

  const typeLabel = typeId ? capitalise(gearTypes.find((type) => type.id === typeId)?.name ?? '') : '';

  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <GearImageField
          imageUrl={imageUrl}
          file={photo}
          analyzing={analyzeImage.isPending}
          onFileChosen={onPhotoChosen}
          onRemove={() => {
            setPhoto(null);
            set('imageUrl', '');
          }}
        />

        {field(
          'name',
          'Name',
          <Input
            id={fieldId('name')}
            autoComplete="off"
            placeholder="e.g. Shimano Curado 200K"
            aria-required="true"
            {...describe('name')}
            {...register('name')}
          />,
          'sm:col-span-2',
        )}

        {field(
          'typeId',
          'Type',
          <Controller
            control={control}
            name="typeId"
            render={({ field: control }) => (
              <Select
                value={control.value == null ? '' : String(control.value)}
                onValueChange={(value) => control.onChange(value === '' ? null : Number(value))}
                name={control.name}
              >
                <SelectTrigger id={fieldId('typeId')} ref={control.ref} onBlur={control.onBlur} aria-required="true" {...describe('typeId')}>
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
          />,
        )}

        {field(
          'condition',
          'Condition',
          <Controller
            control={control}
            name="condition"
            render={({ field: control }) => (
              <Select value={control.value} onValueChange={control.onChange} name={control.name}>
                <SelectTrigger id={fieldId('condition')} ref={control.ref} onBlur={control.onBlur} {...describe('condition')}>
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
          />,
        )}

        <BrandModelFields
          brandFieldId={fieldId('brand')}
          modelFieldId={fieldId('model')}
          brand={brand}
          model={model}
          typeId={typeId ?? null}
          onBrandChange={(next) => {
            set('brand', next);
            autoFillName();
          }}
          onModelChange={(next) => {
            set('model', next);
            autoFillName();
          }}
          onModelPicked={(picked) => {
            const fill = catalogFill(picked, getValues());
            for (const [name, value] of Object.entries(fill) as Array<[keyof typeof fill, GearForm[keyof typeof fill]]>) set(name, value);
          }}
        />

        {field('retailCost', 'Retail Cost', numberInput('retailCost', { step: GEAR_INPUT_STEPS.cost, placeholder: '0.00' }))}
        {field('purchaseCost', 'Purchase Cost', numberInput('purchaseCost', { step: GEAR_INPUT_STEPS.cost, placeholder: '0.00' }))}
        {field('purchaseDate', 'Purchase Date', <Input id={fieldId('purchaseDate')} type="date" {...describe('purchaseDate')} {...register('purchaseDate')} />)}

        {typeId === GEAR_TYPE_IDS.rod ? (
          <fieldset className="grid gap-4 rounded-lg border p-4 sm:col-span-2 sm:grid-cols-2">
            <legend className="px-1 text-sm font-semibold">Rod Details</legend>
            {field('rodType', 'Rod Type', optionSelect('rodType', ROD_TYPES, 'Select rod type'))}
            <div className="grid grid-cols-2 gap-3">
              {field('lengthFeet', 'Length (feet)', numberInput('lengthFeet', { step: 1, min: 0, placeholder: '7', integer: true }))}
              {field('lengthInches', 'Length (inches)', numberInput('lengthInches', { step: 1, min: 0, max: 11, placeholder: '0', integer: true }))}
            </div>
            {field('power', 'Power', optionSelect('power', ROD_POWERS, 'Select power'))}
            {field('action', 'Action', optionSelect('action', ROD_ACTIONS, 'Select action'))}
            {field('lineWeight', 'Line Weight', textInput('lineWeight', 'e.g. 10-20 lb'))}
            {field('pieces', 'Pieces', numberInput('pieces', { step: 1, min: 1, max: 20, placeholder: '1', integer: true }))}
          </fieldset>
        ) : null}

        {typeId === GEAR_TYPE_IDS.reel ? (
          <fieldset className="grid gap-4 rounded-lg border p-4 sm:col-span-2 sm:grid-cols-2">
            <legend className="px-1 text-sm font-semibold">Reel Details</legend>
            {field('reelType', 'Reel Type', optionSelect('reelType', REEL_TYPES, 'Select reel type'))}
            {field('gearRatio', 'Gear Ratio', textInput('gearRatio', 'e.g. 7.1:1'))}
            {field('reelSize', 'Reel Size', textInput('reelSize', 'e.g. 2500 or 150'))}
            {field('bearings', 'Bearings', textInput('bearings', 'e.g. 6+1'))}
            {field('capacity', 'Line Capacity', textInput('capacity', 'e.g. 12 lb / 145 yd'))}
            {field('drag', 'Max Drag (lbs)', numberInput('drag', { step: GEAR_INPUT_STEPS.drag, placeholder: '11.0' }))}
          </fieldset>
        ) : null}

        {typeId === GEAR_TYPE_IDS.lure ? (
          <fieldset className="grid gap-4 rounded-lg border p-4 sm:col-span-2 sm:grid-cols-2">
            <legend className="px-1 text-sm font-semibold">Lure Details</legend>
            {field('lureType', 'Lure Type', optionSelect('lureType', LURE_TYPES, 'Select lure type'))}
            {field('size', 'Size', textInput('size', 'e.g. 2.5 in'))}
            {field('weight', 'Weight (oz)', numberInput('weight', { step: GEAR_INPUT_STEPS.lureWeight, placeholder: '0.5' }))}
            {field('color', 'Color', textInput('color', 'e.g. green pumpkin'))}
            {field('hooks', 'Hooks', textInput('hooks', 'e.g. 2 treble #4'))}
          </fieldset>
        ) : null}

        {typeId ? (
          <ConsumablesChecklist
            idPrefix={idPrefix}
            typeId={typeId}
            typeLabel={typeLabel || 'gear'}
            links={consumableLinks.fields.map((link) => ({ consumableId: link.consumableId, quantity: link.quantity ?? null }))}
            onToggle={(consumable, checked) => {
              const index = getValues('consumables').findIndex((link) => link.consumableId === consumable.id);
              if (checked && index === -1) consumableLinks.append({ consumableId: consumable.id, quantity: 0, notes: '' });
              if (!checked && index !== -1) consumableLinks.remove(index);
            }}
            onUnlink={(consumableId) => {
              const index = getValues('consumables').findIndex((link) => link.consumableId === consumableId);
              if (index !== -1) consumableLinks.remove(index);
            }}
            quantityInput={(index) => register(`consumables.${index}.quantity`, { setValueAs: toOptionalNumber })}
            invalid={Boolean(errors.consumables)}
          />
        ) : null}

        {field(
          'notes',
          'Notes',
          <Textarea
            id={fieldId('notes')}
            rows={3}
            placeholder="Line, where you bought it, what it works best for..."
            {...describe('notes')}
            {...register('notes')}
          />,
          'sm:col-span-2',
        )}
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
