import { useState } from 'react';
import { MapPin } from 'lucide-react';
import { formatCoordinates, parseCoordinatesText, type Coordinates, type GeocodeResult } from '@tackle/contracts';
import { Button, FormDialog, Input, toast } from '@tackle/ui';
import { LocationDialogBody } from './LocationDialogBody';

export interface PickedLocation {
  location: string;
  coordinates: Coordinates | null;
}

export interface LocationPickerProps {
  id: string;
  value: string;
  coordinates: Coordinates | null;
  onChange: (picked: PickedLocation) => void;
  onBlur?: () => void;
  /** What the place is for, in the toast after picking: 'Location has been set for your {for}'. */
  for?: 'catch' | 'trip';
}

/**
 * The catch form's Fishing Location: a text field (free text keeps any coordinates chosen before,
 * unless it is typed as 'lat, lon') and a map-pin button opening 'Select Fishing Location'.
 */
export function LocationPicker({ id, value, coordinates, onChange, onBlur, for: subject = 'catch' }: LocationPickerProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className="grid gap-1.5">
      <div className="flex gap-2">
        <Input
          id={id}
          value={value}
          autoComplete="off"
          placeholder="Lake, river or spot"
          onBlur={onBlur}
          onChange={(event) => {
            const text = event.target.value;
            const typed = parseCoordinatesText(text);
            onChange({ location: text, coordinates: typed ?? (text.trim() === '' ? null : coordinates) });
          }}
        />
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label="Choose location on a map"
          title="Choose location"
          onClick={() => setOpen(true)}
        >
          <MapPin aria-hidden="true" />
        </Button>
      </div>
      {coordinates ? (
        <p className="text-xs text-muted-foreground">
          <span className="sr-only">Coordinates: </span>
          {formatCoordinates(coordinates)}
        </p>
      ) : null}
      <LocationDialog
        open={open}
        onOpenChange={setOpen}
        initial={coordinates ? { displayName: value || formatCoordinates(coordinates), ...coordinates } : null}
        onSelect={(picked) => {
          onChange(picked);
          setOpen(false);
          toast({ title: 'Location Selected', description: `Location has been set for your ${subject}` });
        }}
      />
    </div>
  );
}

interface LocationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: GeocodeResult | null;
  onSelect: (picked: PickedLocation) => void;
}

function LocationDialog({ open, onOpenChange, initial, onSelect }: LocationDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-xl"
      title="Select Fishing Location"
      description="Search for a lake or river, use where you are, or tap the map."
    >
      <LocationDialogBody initial={initial} onSelect={onSelect} onCancel={() => onOpenChange(false)} />
    </FormDialog>
  );
}
