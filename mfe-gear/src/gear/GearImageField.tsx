import { useEffect, useId, useRef, useState } from 'react';
import { ImagePlus, LoaderCircle, Trash2 } from 'lucide-react';
import { GEAR_IMAGE_ACCEPT } from '@tackle/contracts';
import { Button, Label, toast } from '@tackle/ui';

export interface GearImageFieldProps {
  /** The stored photo's URL ('' when none). */
  imageUrl: string;
  /** A photo chosen in this dialog, uploaded after the save. */
  file: File | null;
  analyzing: boolean;
  onFileChosen: (file: File) => void;
  onRemove: () => void;
}

/** Photo with preview. Choosing one shows it at once (a local preview) and starts the analysis. */
export function GearImageField({ imageUrl, file, analyzing, onFileChosen, onRemove }: GearImageFieldProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const shown = previewUrl ?? (imageUrl || null);

  return (
    <div className="grid gap-2 sm:col-span-2">
      <Label htmlFor={inputId}>Photo</Label>
      <div className="flex items-center gap-3">
        <div className="flex h-24 w-32 shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-muted sm:h-28 sm:w-48">
          {shown ? (
            <img src={shown} alt="Gear photo preview" className="size-full object-cover" />
          ) : (
            <ImagePlus aria-hidden="true" className="size-8 text-muted-foreground" />
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={GEAR_IMAGE_ACCEPT}
            className="sr-only"
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              event.target.value = '';
              if (!chosen) return;
              if (!chosen.type.startsWith('image/')) {
                toast({ title: 'Invalid File', description: 'Please select an image file.', variant: 'destructive' });
                return;
              }
              onFileChosen(chosen);
            }}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" size="sm" onClick={() => inputRef.current?.click()}>
              <ImagePlus aria-hidden="true" />
              {shown ? 'Change Photo' : 'Upload Photo'}
            </Button>
            {shown ? (
              <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
                <Trash2 aria-hidden="true" />
                Remove Photo
              </Button>
            ) : null}
          </div>
          {analyzing ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              Analyzing photo...
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">
              {file ? 'Saved with the gear. Location data is removed.' : 'JPEG, PNG or WebP up to 10 MB. Location data is removed.'}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
