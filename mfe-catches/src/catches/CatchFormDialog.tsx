import type { Catch, Setup } from '@tackle/contracts';
import { ItemFormDialog, lazyPart, type DialogOpenProps } from '@tackle/ui';
import type { CatchFormBodyProps } from './CatchFormBody';

export { COMMON_SPECIES } from './catch-form-logic';

// The form (react-hook-form, the form's schemas, its fields) is loaded when the dialog first opens
// or once the page has rendered, not before it (decision 139); the dialog around it,
// with its title and description, is the page's.
const catchForm = lazyPart<CatchFormBodyProps>(() => import('./CatchFormBody').then((m) => m.CatchFormBody), 'Loading the catch form');

/** Loads the catch form ahead of its first opening (`usePreloadOnceDrawn`). */
export const preloadCatchForm = catchForm.preload;

export interface CatchFormDialogProps extends DialogOpenProps {
  /** The catch being edited, or null to log a new one. */
  editing: Catch | null;
  /** "Log another like this": a new catch with this one's place and tackle. */
  copyFrom?: Catch | null;
  setups: readonly Setup[];
  /** Species already in the log, offered first while typing. */
  knownSpecies: readonly string[];
  /** The trip a new catch goes on (logged from a trip's page); the trip under way when left out. */
  tripId?: string;
}

/**
 * 'Log Catch' / 'Edit Catch'. The form lives inside the dialog's body, which unmounts when the
 * dialog closes, so closing always resets it.
 */
export function CatchFormDialog({ editing, copyFrom = null, setups, knownSpecies, tripId, ...dialog }: CatchFormDialogProps) {
  return (
    <ItemFormDialog
      {...dialog}
      itemId={editing?.id ?? null}
      className="sm:max-w-2xl"
      titles={['Log Catch', 'Edit Catch']}
      description={
        editing ? 'Change the details of this catch and save.' : 'Record the fish, where it bit and the conditions.'
      }
    >
      {(done) => (
        <catchForm.Component editing={editing} copyFrom={copyFrom} setups={setups} knownSpecies={knownSpecies} tripId={tripId} onDone={done} />
      )}
    </ItemFormDialog>
  );
}
