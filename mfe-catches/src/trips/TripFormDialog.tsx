import type { Trip } from '@tackle/contracts';
import { ItemFormDialog, lazyPart, type DialogOpenProps } from '@tackle/ui';
import type { TripFormBodyProps } from './TripFormBody';

// The form (react-hook-form, the form's schema, its fields) is loaded when the dialog first opens
// or once the page has rendered, not before it (decision 139); the dialog around it,
// with its title and description, is the page's.
const tripForm = lazyPart<TripFormBodyProps>(() => import('./TripFormBody').then((m) => m.TripFormBody), 'Loading the trip form');

/** Loads the trip form ahead of its first opening (`usePreloadOnceDrawn`). */
export const preloadTripForm = tripForm.preload;

export interface TripFormDialogProps extends DialogOpenProps {
  /** The trip being edited, or null to add one (a past trip, or one starting now). */
  editing: Trip | null;
}

/** 'Add Trip' / 'Edit Trip'; closing unmounts the form, which resets it. */
export function TripFormDialog({ editing, ...dialog }: TripFormDialogProps) {
  return (
    <ItemFormDialog
      {...dialog}
      itemId={editing?.id ?? null}
      className="sm:max-w-2xl"
      titles={['Add Trip', 'Edit Trip']}
      description={editing ? 'Change the details of this trip and save.' : 'A day on the water: where, when, who and the water you found.'}
    >
      {(done) => <tripForm.Component editing={editing} onDone={done} />}
    </ItemFormDialog>
  );
}
