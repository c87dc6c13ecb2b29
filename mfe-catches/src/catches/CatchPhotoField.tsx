import { useEffect, useMemo, useRef, useState } from 'react';
import { ImagePlus, LoaderCircle, Trash2 } from 'lucide-react';
import { CATCH_PHOTO_FIELD, catchPhotoResponseSchema } from '@tackle/contracts';
import { ApiError, Button, errorMessage, Label, toast, useApi } from '@tackle/ui';

export interface CatchPhotoFieldProps {
  id: string;
  /** The stored photo's URL ('' for none). */
  value: string;
  onChange: (imageUrl: string) => void;
  /** A photo chosen without signal, kept on the device until the catch is sent (decision 117). */
  kept?: { blob: Blob; name: string } | null;
  onKeep?: (photo: { blob: Blob; name: string } | null) => void;
}

/** The upload never got an answer (no signal): the photo waits on the device instead. */
const unsent = (error: unknown) => !(error instanceof ApiError) || error.status === 0;

/**
 * Optional catch photo. Uploaded as soon as it is chosen (POST /api/catches/photos), so it can be
 * previewed before the catch is saved; the server strips every metadata block (GPS included).
 */
export function CatchPhotoField({ id, value, onChange, kept = null, onKeep }: CatchPhotoFieldProps) {
  const api = useApi();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const keptUrl = useMemo(() => (kept ? URL.createObjectURL(kept.blob) : null), [kept]);
  useEffect(() => () => (keptUrl ? URL.revokeObjectURL(keptUrl) : undefined), [keptUrl]);

  const upload = async (file: File) => {
    if (!file.type.startsWith('image/')) {
      toast({ title: 'Invalid File', description: 'Please select an image file.', variant: 'destructive' });
      return;
    }
    setUploading(true);
    try {
      const form = new FormData();
      form.append(CATCH_PHOTO_FIELD, file, file.name);
      const photo = await api.upload('/api/catches/photos', form, catchPhotoResponseSchema);
      onChange(photo.imageUrl);
      onKeep?.(null);
      toast({ title: 'Success', description: 'Image uploaded successfully' });
    } catch (error) {
      if (onKeep && unsent(error)) {
        onChange('');
        onKeep({ blob: file, name: file.name });
        return;
      }
      toast({ title: 'Error', description: errorMessage(error, 'Failed to upload image'), variant: 'destructive' });
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Photo</Label>
      {keptUrl ? (
        <PhotoPreview src={keptUrl} note="Kept on this device until there is signal" onRemove={() => onKeep?.(null)} />
      ) : null}
      {value ? <PhotoPreview src={value} onRemove={() => onChange('')} /> : null}
      <div className="flex items-center gap-2">
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/*"
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
          }}
        />
        <Button type="button" variant="outline" disabled={uploading} onClick={() => input.current?.click()}>
          {uploading ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <ImagePlus aria-hidden="true" />}
          {value || keptUrl ? 'Replace photo' : 'Add photo'}
        </Button>
        <p className="text-xs text-muted-foreground">Location data is removed from photos.</p>
      </div>
    </div>
  );
}

/** A chosen photo with its 'Remove photo' button (and a note above the button, when given). */
function PhotoPreview({ src, note, onRemove }: { src: string; note?: string; onRemove: () => void }) {
  const remove = (
    <Button type="button" variant="outline" size="sm" onClick={onRemove}>
      <Trash2 aria-hidden="true" />
      Remove photo
    </Button>
  );
  return (
    <div className="flex items-start gap-3">
      <img src={src} alt="Catch photo" className="h-28 w-auto max-w-[60%] rounded-md border object-cover" />
      {note ? (
        <div className="grid gap-2">
          <p className="text-xs text-muted-foreground">{note}</p>
          {remove}
        </div>
      ) : (
        remove
      )}
    </div>
  );
}
