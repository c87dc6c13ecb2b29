import type { Setup } from '@tackle/contracts';
import { ItemFormDialog, lazyPart, type DialogOpenProps } from '@tackle/ui';
import type { SetupFormBodyProps } from './SetupFormBody';

// The form (react-hook-form, the form's schema, its fields) is loaded when the dialog first opens
// or once the page has rendered, not before the page's first screen (decision 139).
const setupForm = lazyPart<SetupFormBodyProps>(() => import('./SetupFormBody').then((m) => m.SetupFormBody), 'Loading the setup form');

/** Loads the setup form ahead of its first opening (`usePreloadOnceDrawn`). */
export const preloadSetupForm = setupForm.preload;

export interface SetupFormDialogProps extends DialogOpenProps {
  /** The setup being edited, or null to create one. */
  setup: Setup | null;
}

/** 'Create Setup' / 'Edit Setup'; closing unmounts the form, which resets it. */
export function SetupFormDialog({ setup, ...dialog }: SetupFormDialogProps) {
  return (
    <ItemFormDialog
      {...dialog}
      itemId={setup?.id ?? null}
      className="sm:max-w-lg"
      titles={['Create Setup', 'Edit Setup']}
      description="Name a rod, reel and lure you fish together, and the line, leader and hook on it."
    >
      {(done) => <setupForm.Component setup={setup} onDone={done} />}
    </ItemFormDialog>
  );
}
