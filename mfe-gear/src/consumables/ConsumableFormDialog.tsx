import type { Consumable } from '@tackle/contracts';
import { ItemFormDialog, lazyPart, type DialogOpenProps } from '@tackle/ui';
import type { ConsumableFormBodyProps } from './ConsumableFormBody';

// The form (react-hook-form, the form's schemas, its fields, Smart Capture) is loaded when the
// dialog first opens or once the page has rendered, not before it (decision 139); the dialog around
// it, with its title and description, is the page's.
const consumableForm = lazyPart<ConsumableFormBodyProps>(
  () => import('./ConsumableFormBody').then((m) => m.ConsumableFormBody),
  'Loading the consumable form',
);

/** Loads the consumable form ahead of its first opening (`usePreloadOnceDrawn`). */
export const preloadConsumableForm = consumableForm.preload;

export interface ConsumableFormDialogProps extends DialogOpenProps {
  /** The item being edited, or null to add one. */
  consumable: Consumable | null;
}

/**
 * 'Add Consumable' / 'Edit Consumable'. The form lives inside the dialog's body, which unmounts when
 * the dialog closes, so closing always resets it. (Smart Capture joins this dialog as a second tab.)
 */
export function ConsumableFormDialog({ consumable, ...dialog }: ConsumableFormDialogProps) {
  return (
    <ItemFormDialog
      {...dialog}
      itemId={consumable?.id ?? null}
      className="sm:max-w-2xl"
      titles={['Add Consumable', 'Edit Consumable']}
      description={
        consumable
          ? 'Change the details of this item. A new quantity is recorded as a restock or a recount; usage history is kept.'
          : 'Hooks, line, scent, sinkers, soft plastics, stoppers and swivels, with the level at which to restock.'
      }
    >
      {(done) => <consumableForm.Component consumable={consumable} onDone={done} />}
    </ItemFormDialog>
  );
}
