import { useRef, useState, type ReactNode } from 'react';
import { Camera, Pencil, Upload, Check } from 'lucide-react';
import {
  CONSUMABLE_CATEGORY_LABELS,
  CONSUMABLE_UNIT_LABELS,
  SMART_ENTRY_UNITS,
  confidenceLevel,
  type ConsumableCategory,
  type ConsumableUnit,
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
} from '@tackle/ui';
import { useAddConsumable } from '../consumables/mutations';
import { errorMessage } from '../gear/errors';
import { useAddGear } from '../gear/mutations';
import { CameraDialog } from './CameraDialog';
import { CategoryPicker } from './CategoryPicker';
import { isImageFile, processImage } from './image';
import { useAnalyzeProduct } from './mutations';
import { confidenceLabel, detectedMessage, formFromAnalysis, toConsumableInput, toGearInput, type SmartEntryForm } from './smart-entry';

type Phase = 'idle' | 'analyzing' | 'identified' | 'adding';

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
  const fileInput = useRef<HTMLInputElement>(null);
  const analyze = useAnalyzeProduct();
  const addGear = useAddGear();
  const addConsumable = useAddConsumable();

  const reset = () => {
    setPhase('idle');
    setResult(null);
    setForm(null);
    setEditing(false);
    setPhoto(null);
    if (fileInput.current) fileInput.current.value = '';
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
    setPhase('adding');
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
      if (form.type === 'gear') {
        toast({ title: 'Failed to Add Gear', description: errorMessage(error, 'Failed to add gear'), variant: 'destructive' });
      } else {
        toast({ title: 'Failed to Add Consumable', description: errorMessage(error, 'Failed to add consumable'), variant: 'destructive' });
      }
    }
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
        onToggleEdit={() => setEditing((value) => !value)}
        onChange={(patch) => setForm((current) => (current ? { ...current, ...patch } : current))}
        onAdd={() => void add()}
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
  onToggleEdit: () => void;
  onChange: (patch: Partial<SmartEntryForm>) => void;
  onAdd: () => void;
  onTryAgain: () => void;
}

function IdentifiedCard({ result, form, photo, editing, adding, onToggleEdit, onChange, onAdd, onTryAgain }: IdentifiedCardProps) {
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
        {photo ? <img src={photo} alt="Product photo" className="max-h-40 w-full rounded-md object-contain" /> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Type" id="smart-type" editing={editing} value={consumable ? 'Consumable' : 'Gear'}>
            <Select value={form.type} onValueChange={(value) => onChange({ type: value as ProductKind, category: value === 'consumable' ? 'hook' : '' })}>
              <SelectTrigger id="smart-type" className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="gear">Gear</SelectItem>
                <SelectItem value="consumable">Consumable</SelectItem>
              </SelectContent>
            </Select>
          </Field>
          <Field label="Category" id="smart-category" editing={editing} value={text(categoryText ?? '', 'No category specified')}>
            {consumable ? (
              <CategoryPicker id="smart-category" value={form.category} productName={form.name} onChange={(category) => onChange({ category })} />
            ) : (
              <Input id="smart-category" value={form.category} onChange={(event) => onChange({ category: event.target.value })} placeholder="e.g., spinning reel" />
            )}
          </Field>
          <Field label="Product Name" id="smart-name" editing={editing} value={text(form.name)} wide>
            <Input id="smart-name" value={form.name} onChange={(event) => onChange({ name: event.target.value })} />
          </Field>
          <Field label="Brand" id="smart-brand" editing={editing} value={text(form.brand)}>
            <Input id="smart-brand" value={form.brand} onChange={(event) => onChange({ brand: event.target.value })} />
          </Field>
          <Field label="Model" id="smart-model" editing={editing} value={text(form.model)}>
            <Input id="smart-model" value={form.model} onChange={(event) => onChange({ model: event.target.value })} />
          </Field>
          {consumable ? (
            <Field label="Unit" id="smart-unit" editing={editing} value={CONSUMABLE_UNIT_LABELS[form.unit]}>
              <Select value={form.unit} onValueChange={(value) => onChange({ unit: value as ConsumableUnit })}>
                <SelectTrigger id="smart-unit" className="w-full">
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
          <Field label="Description" id="smart-description" editing={editing} value={text(form.description, 'No description')} wide>
            <Textarea id="smart-description" rows={3} value={form.description} onChange={(event) => onChange({ description: event.target.value })} />
          </Field>
          <Field label="Size/Specifications" id="smart-size" editing={editing} value={text(form.size)}>
            <Input id="smart-size" value={form.size} onChange={(event) => onChange({ size: event.target.value })} />
          </Field>
          <Field label="Current Price ($)" id="smart-price" editing={editing} value={`$${(Number.parseFloat(form.price) || 0).toFixed(2)}`}>
            <Input id="smart-price" type="number" min={0} step={0.01} value={form.price} onChange={(event) => onChange({ price: event.target.value })} />
          </Field>
          <Field label="Quantity" id="smart-quantity" editing={editing} value={text(form.quantity)}>
            <Input id="smart-quantity" type="number" min={0} step={1} value={form.quantity} onChange={(event) => onChange({ quantity: event.target.value })} />
          </Field>
          {consumable ? (
            <Field label="Color" id="smart-color" editing={editing} value={text(form.color)}>
              <Input id="smart-color" value={form.color} placeholder="e.g., red, green, chartreuse, silver" onChange={(event) => onChange({ color: event.target.value })} />
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
        <Button type="button" onClick={onAdd} disabled={adding}>
          {adding ? <Spinner size="sm" label="Adding" /> : null}
          Add to Inventory
        </Button>
      </CardFooter>
    </Card>
  );
}

function Field({ label, id, editing, value, wide, children }: { label: string; id: string; editing: boolean; value: ReactNode; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'grid gap-1.5 sm:col-span-2' : 'grid gap-1.5'}>
      {editing ? (
        <>
          <Label htmlFor={id}>{label}</Label>
          {children}
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
