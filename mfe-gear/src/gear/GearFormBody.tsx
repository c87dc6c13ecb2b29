import { useId, useMemo, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  GEAR_CONDITION_OPTIONS,
  GEAR_INPUT_STEPS,
  GEAR_TYPE_IDS,
  nameFromBrandAndModel,
  type Gear,
  type GearImageAnalysisResult,
  type GearInput,
} from '@tackle/contracts';
import { DialogForm, Field, Input, OptionSelect, Textarea, errorMessage, toast, toOptionalNumber, useUnits } from '@tackle/ui';
import { ControlledField, SelectField } from '@tackle/ui/form';
import { BrandModelFields } from './BrandModelFields';
import { catalogFill } from './catalog-specs';
import { ConsumablesChecklist } from './ConsumablesChecklist';
import { EMPTY_GEAR_FORM, copyGearToForm, gearFormSchemaFor, gearToForm, type GearForm, type ValidGearForm } from './form';
import { analysisPatch, invalidFormMessage, saveGearThenPhoto } from './gear-workflow';
import { LureDetails, NumberField, ReelDetails, RodDetails, type GearFormApi } from './GearFields';
import { GearImageField } from './GearImageField';
import { useAddGear, useAnalyzeGearImage, useUpdateGear, useUploadGearImage } from './mutations';
import { capitalise, type GearTypeOption } from './view';

interface GearFormBodyProps {
  gear: Gear | null;
  copyFrom: Gear | null;
  gearTypes: readonly GearTypeOption[];
  onDone: () => void;
  /** Someone else saved this gear first (409): offer to reload it. */
  onConflict?: (message: string) => void;
}

/** The manual-entry form of the gear dialog: owns the form state, the chosen photo and the save. */
export function GearFormBody({ gear, copyFrom, gearTypes, onDone, onConflict }: GearFormBodyProps) {
  const idPrefix = useId();
  const addGear = useAddGear();
  const updateGear = useUpdateGear();
  const uploadImage = useUploadGearImage();
  const analyzeImage = useAnalyzeGearImage();
  const [photo, setPhoto] = useState<File | null>(null);
  // Range messages name the bounds in the units the angler types (decision 121).
  const system = useUnits().system;
  const resolver = useMemo(() => zodResolver(gearFormSchemaFor(system)), [system]);
  const form: GearFormApi = useForm<GearForm, unknown, ValidGearForm>({
    resolver,
    // Editing keeps every stored field (type details, consumables, image...) because PUT replaces.
    defaultValues: gear ? gearToForm(gear) : copyFrom ? copyGearToForm(copyFrom) : EMPTY_GEAR_FORM,
  });
  const { register, control, getValues, setValue, formState } = form;
  const { errors } = formState;
  const [typeId, brand, model, imageUrl] = useWatch({ control, name: ['typeId', 'brand', 'model', 'imageUrl'] });
  const set = <K extends keyof GearForm>(name: K, value: GearForm[K]) =>
    setValue(name, value as never, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const setAll = (patch: Partial<GearForm>) => {
    for (const [name, value] of Object.entries(patch) as Array<[keyof GearForm, GearForm[keyof GearForm]]>)
      set(name, value);
  };
  /** Spec §4: the name becomes brand + model whenever either changes. */
  const setBrandOrModel = (name: 'brand' | 'model', value: string) => {
    set(name, value);
    const named = nameFromBrandAndModel(getValues('brand'), getValues('model'));
    if (named !== '') set('name', named);
  };

  const onPhotoChosen = (file: File) => {
    setPhoto(file);
    analyzeImage.mutate(file, {
      onSuccess: (result: GearImageAnalysisResult) => {
        const patch = analysisPatch(result, getValues());
        if (!patch) return;
        setAll(patch);
        toast({
          title: 'Image Analyzed',
          description: 'The gear details have been pre-filled based on the image analysis.',
        });
      },
      // The local preview stays: the photo is still saved with the gear.
      onError: (error) =>
        toast({ title: 'Error', description: errorMessage(error, 'Failed to analyze image'), variant: 'destructive' }),
    });
  };

  const onValid = async (values: ValidGearForm) => {
    const steps = {
      add: (input: GearInput, chosen: File | null) => addGear.mutateAsync({ input, photo: chosen }),
      update: updateGear.mutateAsync,
      upload: uploadImage.mutateAsync,
      notify: toast,
      onConflict,
    };
    if (await saveGearThenPhoto(values, { gear, photo }, steps)) onDone();
  };
  const onInvalid = (formErrors: Partial<Record<string, unknown>>) => {
    // Fields show their own messages; a toast makes sure a message below the fold is not missed.
    const message = invalidFormMessage(formErrors);
    if (message) toast({ title: 'Error', description: message, variant: 'destructive' });
  };

  const typeLabel = typeId ? capitalise(gearTypes.find((type) => type.id === typeId)?.name ?? '') : '';
  // The checklist reads its ticks from the field array's own state, which append/remove update in
  // the click's task. A watched 'consumables' value only follows one render later (react-hook-form
  // re-broadcasts array changes from an effect), and a tick shown late can be lost (issue 21).
  const consumableLinks = useFieldArray({ control, name: 'consumables', keyName: 'key' });
  const indexOf = (consumableId: string) =>
    getValues('consumables').findIndex((link) => link.consumableId === consumableId);

  return (
    <DialogForm
      onSubmit={form.handleSubmit(onValid, onInvalid)}
      onCancel={onDone}
      pending={addGear.isPending || updateGear.isPending || uploadImage.isPending}
      submitLabel={gear ? 'Update Gear' : 'Add Gear'}
    >
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
        <Field label="Name" error={errors.name} required className="content-start sm:col-span-2">
          {(p) => <Input {...p} autoComplete="off" placeholder="e.g. Shimano Curado 200K" {...register('name')} />}
        </Field>
        <ControlledField control={control} name="typeId" label="Type" error={errors.typeId} required className="content-start">
          {(field, p) => (
            <OptionSelect
              {...p}
              {...field}
              value={field.value == null ? '' : String(field.value)}
              onChange={(value) => field.onChange(value === '' ? null : Number(value))}
              placeholder="Select a type"
              options={gearTypes.map((type) => ({ value: String(type.id), label: capitalise(type.name) }))}
            />
          )}
        </ControlledField>
        <SelectField
          control={control}
          name="condition"
          label="Condition"
          error={errors.condition}
          className="content-start"
          select={{ options: GEAR_CONDITION_OPTIONS }}
        />
        <BrandModelFields
          brandFieldId={`${idPrefix}-brand`}
          modelFieldId={`${idPrefix}-model`}
          brand={brand}
          model={model}
          typeId={typeId ?? null}
          onBrandChange={(next) => setBrandOrModel('brand', next)}
          onModelChange={(next) => setBrandOrModel('model', next)}
          onModelPicked={(picked) => setAll(catalogFill(picked, getValues()))}
        />
        <NumberField
          form={form}
          name="retailCost"
          label="Retail Cost"
          step={GEAR_INPUT_STEPS.cost}
          placeholder="0.00"
        />
        <NumberField
          form={form}
          name="purchaseCost"
          label="Purchase Cost"
          step={GEAR_INPUT_STEPS.cost}
          placeholder="0.00"
        />
        <Field label="Purchase Date" error={errors.purchaseDate} className="content-start">
          {(p) => <Input {...p} type="date" {...register('purchaseDate')} />}
        </Field>
        {typeId === GEAR_TYPE_IDS.rod ? <RodDetails form={form} /> : null}
        {typeId === GEAR_TYPE_IDS.reel ? <ReelDetails form={form} /> : null}
        {typeId === GEAR_TYPE_IDS.lure ? <LureDetails form={form} /> : null}
        {typeId ? (
          <ConsumablesChecklist
            idPrefix={idPrefix}
            typeId={typeId}
            typeLabel={typeLabel || 'gear'}
            links={consumableLinks.fields.map((link) => ({
              consumableId: link.consumableId,
              quantity: link.quantity ?? null,
            }))}
            onToggle={(consumable, checked) => {
              const index = indexOf(consumable.id);
              if (checked && index === -1)
                consumableLinks.append({ consumableId: consumable.id, quantity: 0, notes: '' });
              if (!checked && index !== -1) consumableLinks.remove(index);
            }}
            onUnlink={(consumableId) => {
              const index = indexOf(consumableId);
              if (index !== -1) consumableLinks.remove(index);
            }}
            quantityInput={(index) => register(`consumables.${index}.quantity`, { setValueAs: toOptionalNumber })}
            invalid={Boolean(errors.consumables)}
          />
        ) : null}
        <Field label="Notes" error={errors.notes} className="content-start sm:col-span-2">
          {(p) => (
            <Textarea
              {...p}
              rows={3}
              placeholder="Line, where you bought it, what it works best for..."
              {...register('notes')}
            />
          )}
        </Field>
      </div>
    </DialogForm>
  );
}
