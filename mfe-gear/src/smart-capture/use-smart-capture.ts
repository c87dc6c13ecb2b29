import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Consumable, ProductAnalysisResult, ProductKind } from '@tackle/contracts';
import { errorMessage, keptOffline, SAVED_OFFLINE_TOAST, toast, useApi } from '@tackle/ui';
import { useAddConsumable, useUpdateConsumable } from '../consumables/mutations';
import { consumableQueries } from '../consumables/queries';
import { useAddGear } from '../gear/mutations';
import { gearQueries } from '../gear/queries';
import {
  fieldErrorsFromApiError,
  firstErrorField,
  smartEntryErrors,
  type SmartField,
  type SmartFieldErrors,
} from './field-errors';
import { processImage } from './image';
import { formatAmount, restockInput } from './inventory-match';
import { useAnalyzeProduct } from './mutations';
import { formFromAnalysis, detectedMessage, toConsumableInput, toGearInput, type SmartEntryForm } from './smart-entry';
import { applyEdit, inventoryMatch } from './smart-state';

export type Phase = 'idle' | 'analyzing' | 'identified' | 'adding';

/**
 * Smart Product Entry's workflow: idle -> analyzing -> identified (edit mode optional) -> adding ->
 * idle. A photo is shrunk in the browser and analysed; the product is added as new, or restocks
 * the consumable it matches. `onAdded` runs after either.
 */
export function useSmartCapture(onAdded?: (type: ProductKind) => void) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [result, setResult] = useState<ProductAnalysisResult | null>(null);
  const [form, setForm] = useState<SmartEntryForm | null>(null);
  const [editing, setEditing] = useState(false);
  const [photo, setPhoto] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<SmartFieldErrors>({});
  const [focusField, setFocusField] = useState<SmartField | null>(null);
  const [pending, setPending] = useState<'new' | 'restock' | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const api = useApi();
  const analyze = useAnalyzeProduct();
  const addGear = useAddGear();
  const addConsumable = useAddConsumable();
  const updateConsumable = useUpdateConsumable();

  // The user's own lists (the query API answers only theirs), searched for the identified product.
  const identified = (phase === 'identified' || phase === 'adding') && form !== null;
  const consumables = useQuery({ ...consumableQueries.list(api), enabled: identified && form?.type === 'consumable' });
  const gear = useQuery({ ...gearQueries.list(api), enabled: identified && form?.type === 'gear' });
  const match = inventoryMatch(form, consumables.data, gear.data);

  // A field with an error gets the focus once the card shows it in edit mode.
  useEffect(() => {
    if (!editing || !focusField) return;
    document.getElementById(`smart-${focusField}`)?.focus();
    setFocusField(null);
  }, [editing, focusField]);

  const reset = () => {
    setPhase('idle');
    setResult(null);
    setForm(null);
    setEditing(false);
    setPhoto(null);
    setFieldErrors({});
    setFocusField(null);
    setPending(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  /** A refused field: the card opens in edit mode on it, with the message beside it. */
  const showFieldErrors = (errors: SmartFieldErrors): boolean => {
    const first = firstErrorField(errors);
    if (!first) return false;
    setFieldErrors(errors);
    setEditing(true);
    setFocusField(first);
    return true;
  };

  const analysePhoto = async (source: Blob | string) => {
    let imageData: string;
    try {
      imageData = await processImage(source);
    } catch {
      toast({
        title: 'Image Processing Failed',
        description: 'Failed to process the image. Please try again.',
        variant: 'destructive',
      });
      return;
    }
    setPhoto(imageData);
    setPhase('analyzing');
    try {
      const analysed = await analyze.mutateAsync(imageData);
      const filled = formFromAnalysis(analysed);
      setResult(analysed);
      setForm(filled);
      setEditing(false);
      setPhase('identified');
      toast({ title: 'Analysis Complete', description: detectedMessage(analysed, filled) });
    } catch (error) {
      const description = errorMessage(error, 'Failed to analyze the product. Please try again.');
      toast({ title: 'Analysis Failed', description, variant: 'destructive' });
      reset();
    }
  };

  const add = async () => {
    if (!form) return;
    // What the add endpoint would refuse is shown on its field before anything is sent.
    if (showFieldErrors(smartEntryErrors(form))) return;
    setPhase('adding');
    setPending('new');
    try {
      if (form.type === 'gear') {
        const added = await addGear.mutateAsync({ input: toGearInput(form) });
        // Without signal the gear is kept on the device and synced later (docs/decisions/117).
        toast(keptOffline(added) ? SAVED_OFFLINE_TOAST : { title: 'Gear Added', description: 'Your gear has been added successfully!' });
      } else {
        await addConsumable.mutateAsync(toConsumableInput(form));
        toast({ title: 'Consumable Added', description: 'Your consumable has been added successfully!' });
      }
      const type = form.type;
      reset();
      onAdded?.(type);
    } catch (error) {
      setPhase('identified');
      setPending(null);
      if (showFieldErrors(fieldErrorsFromApiError(error, form.type))) return;
      if (form.type === 'gear') {
        toast({
          title: 'Failed to Add Gear',
          description: errorMessage(error, 'Failed to add gear'),
          variant: 'destructive',
        });
      } else {
        toast({
          title: 'Failed to Add Consumable',
          description: errorMessage(error, 'Failed to add consumable'),
          variant: 'destructive',
        });
      }
    }
  };

  /** The same command as a manual restock (PUT with the count on hand raised): a 'restock' in the history. */
  const restock = async (existing: Consumable, amount: number) => {
    const input = restockInput(existing, amount);
    if (!input) {
      const description = `${existing.name} needs its details completed first: edit it in Consumables.`;
      toast({ title: 'Failed to Restock', description, variant: 'destructive' });
      return;
    }
    setPhase('adding');
    setPending('restock');
    try {
      await updateConsumable.mutateAsync({ id: existing.id, input, expectedRevision: existing.revision });
      toast({
        title: 'Consumable Restocked',
        description: `Added ${formatAmount(amount, existing.unit)} to ${existing.name}.`,
      });
      reset();
      onAdded?.('consumable');
    } catch (error) {
      setPhase('identified');
      setPending(null);
      toast({
        title: 'Failed to Restock',
        description: errorMessage(error, 'Failed to restock consumable'),
        variant: 'destructive',
      });
    }
  };

  const change = (patch: Partial<SmartEntryForm>) => {
    setForm((current) => applyEdit(current, {}, patch).form);
    setFieldErrors((current) => applyEdit(null, current, patch).errors);
  };

  return {
    phase,
    result,
    form,
    photo,
    editing,
    pending,
    match,
    fieldErrors,
    fileInput,
    toggleEdit: () => setEditing((value) => !value),
    analysePhoto,
    add,
    restock,
    change,
    reset,
  };
}
