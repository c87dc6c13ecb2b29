import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, FormDialog, toast, useApi, type DialogOpenProps } from '@tackle/ui';
import type { Gear } from '@tackle/contracts';
import { EntryTabs } from '../smart-capture/EntryTabs';
import { GearFormBody } from './GearFormBody';
import { gearQueries } from './queries';
import type { GearTypeOption } from './view';

export { COPY_SUFFIX, copyGearToForm } from './form';

export interface GearFormDialogProps extends DialogOpenProps {
  /** The gear being edited, or null to add new gear. */
  gear: Gear | null;
  /** Gear whose details pre-fill a new entry (Copy). Ignored when editing. */
  copyFrom?: Gear | null;
  gearTypes: readonly GearTypeOption[];
}

/**
 * 'Add New Gear' / 'Edit Gear'. The form lives inside the dialog's body, which unmounts when the
 * dialog closes, so closing always resets the form, the picked brand and the photo preview; the
 * page clears the edit target.
 */
export function GearFormDialog({ open, onOpenChange, gear: given, copyFrom = null, gearTypes }: GearFormDialogProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  // After a 409 the angler may reload: the form then shows (and saves against) the stored version.
  const [reloaded, setReloaded] = useState<Gear | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const gear = given && reloaded?.id === given.id && reloaded.revision > given.revision ? reloaded : given;

  // Shown inside the dialog: a modal dialog makes everything outside it (the toasts too) inert.
  const offerReload = (message: string) => {
    toast({ title: 'Error', description: message, variant: 'destructive' });
    setConflict(message);
  };
  const reload = async () => {
    if (!gear) return;
    const id = gear.id;
    await queryClient.invalidateQueries({ queryKey: gearQueries.list(api).queryKey });
    const fresh = (await queryClient.fetchQuery(gearQueries.list(api))).find((item) => item.id === id);
    setConflict(null);
    if (!fresh) {
      toast({ title: 'Error', description: 'This gear was deleted elsewhere.', variant: 'destructive' });
      onOpenChange(false);
      return;
    }
    setReloaded(fresh);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-2xl"
      title={gear ? 'Edit Gear' : 'Add New Gear'}
      description={gear ? 'Change the details of this item and save.' : 'Add a rod, reel or lure to your inventory.'}
    >
      {conflict && gear ? (
        <div
          role="alert"
          className="flex items-center justify-between gap-3 rounded-md border border-destructive/50 p-3 text-sm"
        >
          <span>{conflict}</span>
          <Button type="button" variant="outline" size="sm" onClick={() => void reload()}>
            Reload
          </Button>
        </div>
      ) : null}
      <EntryTabs
        enabled={!gear && !copyFrom}
        onAdded={() => onOpenChange(false)}
        manual={
          <GearFormBody
            key={gear ? `${gear.id}@${gear.revision}` : copyFrom ? `copy-${copyFrom.id}` : 'new'}
            gear={gear}
            onConflict={offerReload}
            copyFrom={gear ? null : copyFrom}
            gearTypes={gearTypes}
            onDone={() => onOpenChange(false)}
          />
        }
      />
    </FormDialog>
  );
}
