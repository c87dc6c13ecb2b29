import { useState } from 'react';
import { Camera, Upload } from 'lucide-react';
import type { ProductKind } from '@tackle/contracts';
import { Button, Spinner, toast } from '@tackle/ui';
import { CameraDialog } from './CameraDialog';
import { IdentifiedCard } from './IdentifiedCard';
import { isImageFile } from './image';
import { useSmartCapture } from './use-smart-capture';

export type { InventoryMatch } from './smart-state';

export interface SmartCapturePanelProps {
  /** Called after the product was added (the host may close its dialog). */
  onAdded?: (type: ProductKind) => void;
}

/**
 * Smart Product Entry: a photo (camera or file) is shrunk in the browser, analysed by the server,
 * and the identified product can be checked, edited and added as gear or a consumable (the
 * workflow is useSmartCapture's).
 */
export function SmartCapturePanel({ onAdded }: SmartCapturePanelProps) {
  const capture = useSmartCapture(onAdded);
  const [cameraOpen, setCameraOpen] = useState(false);
  const { phase, result, form, photo, fileInput } = capture;

  const onFile = (file: File | undefined) => {
    if (!file) return;
    if (!isImageFile(file)) {
      toast({ title: 'Invalid File', description: 'Please select an image file.', variant: 'destructive' });
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    void capture.analysePhoto(file);
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
        editing={capture.editing}
        adding={phase === 'adding'}
        pending={capture.pending}
        match={capture.match}
        errors={capture.fieldErrors}
        onToggleEdit={capture.toggleEdit}
        onChange={capture.change}
        onAdd={() => void capture.add()}
        onRestock={(existing, amount) => void capture.restock(existing, amount)}
        onTryAgain={capture.reset}
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
        <Button
          type="button"
          size="lg"
          variant="outline"
          className="h-24 flex-col gap-2"
          onClick={() => fileInput.current?.click()}
        >
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
      <CameraDialog
        open={cameraOpen}
        onOpenChange={setCameraOpen}
        title="Take Product Photo"
        onCapture={(dataUrl) => void capture.analysePhoto(dataUrl)}
      />
    </div>
  );
}
