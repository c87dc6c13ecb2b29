import { useRef, useState } from 'react';
import { ImagePlus, LoaderCircle, Trash2 } from 'lucide-react';
import { CATCH_PHOTO_FIELD, catchPhotoResponseSchema } from '@tackle/contracts';
import { Button, Label, toast, useApi } from '@tackle/ui';
import { errorMessage } from '@tackle/ui';

export interface CatchPhotoFieldProps {
  id: string;
  /** The stored photo's URL ('' for none). */
  value: string;
  onChange: (imageUrl: string) => void;
}

/**
 * Optional catch photo. Uploaded as soon as it is chosen (POST /api/catches/photos), so it can be
 * previewed before the catch is saved; the server strips every metadata block (GPS included).
 */
export function CatchPhotoField({ id, value, onChange }: CatchPhotoFieldProps) {
  const api = useApi();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

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
      toast({ title: 'Success', description: 'Image uploaded successfully' });
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Failed to upload image'), variant: 'destructive' });
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Photo</Label>
      {value ? (
        <div className="flex items-start gap-3">
          <img src={value} alt="Catch photo" className="h-28 w-auto max-w-[60%] rounded-md border object-cover" />
          <Button type="button" variant="outline" size="sm" onClick={() => onChange('')}>
            <Trash2 aria-hidden="true" />
            Remove photo
          </Button>
        </div>
      ) : null}
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
          {value ? 'Replace photo' : 'Add photo'}
        </Button>
        <p className="text-xs text-muted-foreground">Location data is removed from photos.</p>
      </div>
    </div>
  );
}
