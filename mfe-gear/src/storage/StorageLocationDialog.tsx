import type { StorageLocation } from '@tackle/contracts';
import { ItemFormDialog, lazyPart, type DialogOpenProps } from '@tackle/ui';
import type { LocationFormProps } from './StorageLocationForm';

// The form (react-hook-form, the form's schema, its fields) is loaded when the dialog first opens
// or once the page has rendered, not before the page's first screen (decision 139).
const locationForm = lazyPart<LocationFormProps>(() => import('./StorageLocationForm').then((m) => m.LocationForm), 'Loading the storage location form');

/** Loads the storage location form ahead of its first opening (`usePreloadOnceDrawn`). */
export const preloadStorageLocationForm = locationForm.preload;

export interface StorageLocationDialogProps extends DialogOpenProps {
  /** The location being edited, or null to create one. */
  location: StorageLocation | null;
}

/** 'Add Storage Location' / 'Edit Storage Location'; closing unmounts the form, which resets it. */
export function StorageLocationDialog({ location, ...dialog }: StorageLocationDialogProps) {
  return (
    <ItemFormDialog
      {...dialog}
      itemId={location?.id ?? null}
      className="sm:max-w-lg"
      titles={['Add Storage Location', 'Edit Storage Location']}
      description="A tackle box, rod rack, garage shelf or boat where your gear lives."
    >
      {(done) => <locationForm.Component location={location} onDone={done} />}
    </ItemFormDialog>
  );
}
