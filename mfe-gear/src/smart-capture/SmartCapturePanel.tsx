import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Camera, Pencil, Upload, Check, PackageCheck } from 'lucide-react';
import {
  CONSUMABLE_CATEGORY_LABELS,
  CONSUMABLE_UNIT_LABELS,
  SMART_ENTRY_UNITS,
  confidenceLevel,
  type Consumable,
  type ConsumableCategory,
  type ConsumableUnit,
  type Gear,
  type ProductAnalysisResult,
  type ProductKind,
} from '@tackle/contracts';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
  Input,
  Label,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Spinner,
  Textarea,
  toast,
  useApi,
} from '@tackle/ui';
import { useAddConsumable, useUpdateConsumable } from '../consumables/mutations';
import { consumableQueries } from '../consumables/queries';
import { formatStock } from '../consumables/view';
import { errorMessage } from '../gear/errors';
import { useAddGear } from '../gear/mutations';
import { gearQueries } from '../gear/queries';
import { fieldErrorsFromApiError, firstErrorField, smartEntryErrors, type SmartField, type SmartFieldErrors } from './field-errors';
import { findConsumableMatch, findGearMatch, formatAmount, restockAmount, restockInput, restockOfferLabel } from './inventory-match';
import { CameraDialog } from './CameraDialog';
import { CategoryPicker } from './CategoryPicker';
import { isImageFile, processImage } from './image';
import { useAnalyzeProduct } from './mutations';
import { confidenceLabel, detectedMessage, formFromAnalysis, toConsumableInput, toGearInput, type SmartEntryForm } from './smart-entry';

type Phase = 'idle' | 'analyzing' | 'identified' | 'adding';

/** The identified product already in the inventory: a consumable to restock, or gear already owned. */
export type InventoryMatch = { kind: 'consumable'; item: Consumable; amount: number } | { kind: 'gear'; item: Gear };

export interface SmartCapturePanelProps {
  /** Called after the product was added (the host may close its dialog). */
  onAdded?: (type: ProductKind) => void;
}

const BADGE_VARIANT = { high: 'success', medium: 'warning', low: 'destructive' } as const;

/**
 * Smart Product Entry: a photo (camera or file) is shrunk in the browser, analysed by the server,
 * and the identified product can be checked, edited and added as gear or a consumable.
 * idle -> analyzing -> identified (edit mode optional) -> adding -> idle.
 */
export function SmartCapturePanel({ onAdded }: SmartCapturePanelProps) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [result, setResult] = useState<ProductAnalysisResult | null>(null);
  const [form, setForm] = useState<SmartEntryForm | null>(null);
  const [editing, setEditing] = useState(false);
  const [photo, setPhoto] = useState<string | null>(null);
  const [cameraOpen, setCameraOpen] = useState(false);
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
  const match = useMemo<InventoryMatch | null>(() => {
    if (!form) return null;
    if (form.type === 'consumable') {
      const item = consumables.data ? findConsumableMatch(form, consumables.data) : null;
      return item ? { kind: 'consumable', item, amount: restockAmount(form, item) } : null;
    }
    const item = gear.data ? findGearMatch(form, gear.data) : null;
    return item ? { kind: 'gear', item } : null;
  }, [form, consumables.data, gear.data]);

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
      toast({ title: 'Image Processing Failed', description: 'Failed to process the image. Please try again.', variant: 'destructive' });
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
      toast({ title: 'Analysis Failed', description: errorMessage(error, 'Failed to analyze the product. Please try again.'), variant: 'destructive' });
      reset();
    }
  };

  const onFile = (file: File | undefined) => {
    if (!file) return;
    if (!isImageFile(file)) {
      toast({ title: 'Invalid File', description: 'Please select an image file.', variant: 'destructive' });
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    void analysePhoto(file);
  };

  const add = async () => {
    if (!form) return;
    // What the add endpoint would refuse is shown on its field before anything is sent.
    if (showFieldErrors(smartEntryErrors(form))) return;
    setPhase('adding');
    setPending('new');
    try {
      if (form.type === 'gear') {
        await addGear.mutateAsync(toGearInput(form));
        toast({ title: 'Gear Added', description: 'Your gear has been added successfully!' });
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
        toast({ title: 'Failed to Add Gear', description: errorMessage(error, 'Failed to add gear'), variant: 'destructive' });
      } else {
        toast({ title: 'Failed to Add Consumable', description: errorMessage(error, 'Failed to add consumable'), variant: 'destructive' });
      }
    }
  };

  /** The same command as a manual restock (PUT with the count on hand raised): a 'restock' in the history. */
  const restock = async (existing: Consumable, amount: number) => {
    const input = restockInput(existing, amount);
    if (!input) {
      toast({ title: 'Failed to Restock', description: `${existing.name} needs its details completed first: edit it in Consumables.`, variant: 'destructive' });
      return;
    }
    setPhase('adding');
    setPending('restock');
    try {
      await updateConsumable.mutateAsync({ id: existing.id, input, expectedRevision: existing.revision });
      toast({ title: 'Consumable Restocked', description: `Added ${formatAmount(amount, existing.unit)} to ${existing.name}.` });
      reset();
      onAdded?.('consumable');
    } catch (error) {
      setPhase('identified');
      setPending(null);
      toast({ title: 'Failed to Restock', description: errorMessage(error, 'Failed to restock consumable'), variant: 'destructive' });
    }
  };

  const change = (patch: Partial<SmartEntryForm>) => {
    setForm((current) => (current ? { ...current, ...patch } : current));
    // A corrected field loses its message; a new type makes every message stale.
    setFieldErrors((current) => {
      if ('type' in patch) return {};
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key as SmartField];
      return next;
    });
  };

  if (phase === 'analyzing') {
    return (
      <div className="flex flex-col items-center gap-4 py-10" role="status" aria-live="polite">
        {photo ? <img src={photo} alt="Product photo" className="max-h-48 rounded-md object-contain" /> : null}
        <Spinner size="lg" label="Analyzing product..." />
        <p className="text-sm text-muted-foreground">Analyzing product...</p>
      </div>
    );
  }

  if ((phase === 'identified' || phase === 'adding') && result && form) {
    return (
      <IdentifiedCard
        result={result}
        form={form}
        photo={photo}
        editing={editing}
        adding={phase === 'adding'}
        pending={pending}
        match={match}
        errors={fieldErrors}
        onToggleEdit={() => setEditing((value) => !value)}
        onChange={change}
        onAdd={() => void add()}
        onRestock={(existing, amount) => void restock(existing, amount)}
        onTryAgain={reset}
      />
    );
  }

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Photograph a product or its packaging and we will fill in its details for your inventory.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Button type="button" size="lg" className="h-24 flex-col gap-2" onClick={() => setCameraOpen(true)}>
          <Camera className="size-6" aria-hidden="true" />
          Take Photo
        </Button>
        <Button type="button" size="lg" variant="outline" className="h-24 flex-col gap-2" onClick={() => fileInput.current?.click()}>
          <Upload className="size-6" aria-hidden="true" />
          Choose File
        </Button>
      </div>
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        aria-label="Product photo file"
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => onFile(event.target.files?.[0])}
      />
      <CameraDialog open={cameraOpen} onOpenChange={setCameraOpen} title="Take Product Photo" onCapture={(dataUrl) => void analysePhoto(dataUrl)} />
    </div>
  );
}

interface IdentifiedCardProps {
  result: ProductAnalysisResult;
  form: SmartEntryForm;
  photo: string | null;
  editing: boolean;
  adding: boolean;
  pending: 'new' | 'restock' | null;
  match: InventoryMatch | null;
  errors: SmartFieldErrors;
  onToggleEdit: () => void;
  onChange: (patch: Partial<SmartEntryForm>) => void;
  onAdd: () => void;
  onRestock: (existing: Consumable, amount: number) => void;
  onTryAgain: () => void;
}

function IdentifiedCard(props: IdentifiedCardProps) {
  const { result, form, photo, editing, adding, pending, match, errors, onToggleEdit, onChange, onAdd, onRestock, onTryAgain } = props;
  /** aria wiring of a control whose field has a message. */
  const described = (field: SmartField) =>
    errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `smart-${field}-error` } : {};
  const fieldProps = (field: SmartField) => ({ id: `smart-${field}`, editing, error: errors[field] });
  const consumable = form.type === 'consumable';
  const text = (value: string, placeholder = 'Not specified') => (value.trim() === '' ? <span className="italic text-muted-foreground">{placeholder}</span> : value);
  const categoryText = consumable
    ? form.category
      ? (CONSUMABLE_CATEGORY_LABELS[form.category as ConsumableCategory] ?? form.category)
      : 'Click edit to select category'
    : form.category;

  return (
    <Card>
      <CardHeader className="flex flex-row items-start justify-between gap-3 space-y-0">
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle className="text-lg">Product Identified</CardTitle>
          <Badge variant={BADGE_VARIANT[confidenceLevel(result.confidence)]}>{confidenceLabel(result.confidence)}</Badge>
        </div>
        <Button type="button" variant="ghost" size="icon" aria-label={editing ? 'Done editing' : 'Edit details'} aria-pressed={editing} onClick={onToggleEdit}>
          {editing ? <Check aria-hidden="true" /> : <Pencil aria-hidden="true" />}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        {match ? <MatchNotice match={match} adding={adding} restocking={pending === 'restock'} onRestock={onRestock} /> : null}
        {photo ? <img src={photo} alt="Product photo" className="max-h-40 w-full rounded-md object-contain" /> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Type" {...fieldProps('type')} value={consumable ? 'Consumable' : 'Gear'}>
            <Select value={form.type} onValueChange={(value) => onChange({ type: value as ProductKind, category: value === 'consumable' ? 'hook' : '' })}>
              <SelectTrigger id="smart-type" className="w-full" {...described('type')}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="gear">Gear</SelectItem>
                <SelectItem value="consumable">Consumable</SelectItem>
              </SelectContent>
            </Select>
          </Field>
          <Field label="Category" {...fieldProps('category')} value={text(categoryText ?? '', 'No category specified')}>
            {consumable ? (
              <CategoryPicker id="smart-category" value={form.category} productName={form.name} onChange={(category) => onChange({ category })} {...described('category')} />
            ) : (
              <Input id="smart-category" value={form.category} onChange={(event) => onChange({ category: event.target.value })} placeholder="e.g., spinning reel" {...described('category')} />
            )}
          </Field>
          <Field label="Product Name" {...fieldProps('name')} value={text(form.name)} wide>
            <Input id="smart-name" value={form.name} onChange={(event) => onChange({ name: event.target.value })} {...described('name')} />
          </Field>
          <Field label="Brand" {...fieldProps('brand')} value={text(form.brand)}>
            <Input id="smart-brand" value={form.brand} onChange={(event) => onChange({ brand: event.target.value })} {...described('brand')} />
          </Field>
          <Field label="Model" {...fieldProps('model')} value={text(form.model)}>
            <Input id="smart-model" value={form.model} onChange={(event) => onChange({ model: event.target.value })} {...described('model')} />
          </Field>
          {consumable ? (
            <Field label="Unit" {...fieldProps('unit')} value={CONSUMABLE_UNIT_LABELS[form.unit]}>
              <Select value={form.unit} onValueChange={(value) => onChange({ unit: value as ConsumableUnit })}>
                <SelectTrigger id="smart-unit" className="w-full" {...described('unit')}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {SMART_ENTRY_UNITS.map((unit) => (
                    <SelectItem key={unit} value={unit}>
                      {CONSUMABLE_UNIT_LABELS[unit]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </Field>
          ) : null}
          <Field label="Description" {...fieldProps('description')} value={text(form.description, 'No description')} wide>
            <Textarea id="smart-description" rows={3} value={form.description} onChange={(event) => onChange({ description: event.target.value })} {...described('description')} />
          </Field>
          <Field label="Size/Specifications" {...fieldProps('size')} value={text(form.size)}>
            <Input id="smart-size" value={form.size} onChange={(event) => onChange({ size: event.target.value })} {...described('size')} />
          </Field>
          <Field label="Current Price ($)" {...fieldProps('price')} value={`$${(Number.parseFloat(form.price) || 0).toFixed(2)}`}>
            <Input id="smart-price" type="number" min={0} step={0.01} value={form.price} onChange={(event) => onChange({ price: event.target.value })} {...described('price')} />
          </Field>
          <Field label="Quantity" {...fieldProps('quantity')} value={text(form.quantity)}>
            <Input id="smart-quantity" type="number" min={0} step={1} value={form.quantity} onChange={(event) => onChange({ quantity: event.target.value })} {...described('quantity')} />
          </Field>
          {consumable ? (
            <Field label="Color" {...fieldProps('color')} value={text(form.color)}>
              <Input id="smart-color" value={form.color} placeholder="e.g., red, green, chartreuse, silver" onChange={(event) => onChange({ color: event.target.value })} {...described('color')} />
            </Field>
          ) : null}
          {form.notes ? (
            <div className="grid gap-1 sm:col-span-2">
              <p className="text-sm font-medium">Notes</p>
              <p className="break-words text-sm text-muted-foreground">{form.notes}</p>
            </div>
          ) : null}
        </div>
      </CardContent>
      <CardFooter className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onTryAgain} disabled={adding}>
          Try Again
        </Button>
        <Button type="button" variant={match?.kind === 'consumable' ? 'outline' : 'default'} onClick={onAdd} disabled={adding}>
          {pending === 'new' ? <Spinner size="sm" label="Adding" /> : null}
          {match ? 'Add as new' : 'Add to Inventory'}
        </Button>
      </CardFooter>
    </Card>
  );
}

/**
 * The identified product is already in the inventory: a consumable is offered as a restock of the
 * existing item; gear has no count, so it is only named (a second identical rod is legitimate).
 */
function MatchNotice({ match, adding, restocking, onRestock }: { match: InventoryMatch; adding: boolean; restocking: boolean; onRestock: (existing: Consumable, amount: number) => void }) {
  const { item } = match;
  return (
    <section aria-labelledby="smart-match-title" className="grid gap-3 rounded-lg border border-primary/40 bg-primary/5 p-3">
      <div className="flex gap-2">
        <PackageCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <div className="grid min-w-0 gap-1">
          <p id="smart-match-title" className="text-sm font-medium">
            Already in your inventory
          </p>
          <p className="break-words text-sm text-muted-foreground">
            {match.kind === 'consumable'
              ? `${item.name}: ${formatStock(match.item.currentQuantity, match.item.unit)} on hand.`
              : `${item.name} (${match.item.type.name}). Gear has no count, so adding it again records a second one.`}
          </p>
        </div>
      </div>
      {match.kind === 'consumable' && match.amount > 0 ? (
        <Button type="button" className="h-auto min-h-9 whitespace-normal py-2 text-left" onClick={() => onRestock(match.item, match.amount)} disabled={adding}>
          {restocking ? <Spinner size="sm" label="Restocking" /> : null}
          {restockOfferLabel(match.amount, match.item)}
        </Button>
      ) : null}
    </section>
  );
}

function Field({ label, id, editing, value, wide, error, children }: { label: string; id: string; editing: boolean; value: ReactNode; wide?: boolean; error?: string | undefined; children: ReactNode }) {
  return (
    <div className={wide ? 'grid gap-1.5 sm:col-span-2' : 'grid gap-1.5'}>
      {editing ? (
        <>
          <Label htmlFor={id}>{label}</Label>
          {children}
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
        </>
      ) : (
        <>
          <p className="text-sm font-medium" id={`${id}-label`}>
            {label}
          </p>
          <p className="break-words text-sm" aria-labelledby={`${id}-label`}>
            {value}
          </p>
        </>
      )}
    </div>
  );
}
