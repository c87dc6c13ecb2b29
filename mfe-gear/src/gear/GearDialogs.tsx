import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { Gear } from '@tackle/contracts';
import type { EditDialog } from '@tackle/ui';
import type { GearTypeOption } from './view';

// The dialogs (forms with react-hook-form, CSV parsing, smart capture) load when first opened, not
// with the list (decision 100).
const GearFormDialog = lazy(() => import('./GearFormDialog').then((m) => ({ default: m.GearFormDialog })));
const TrackUsageDialog = lazy(() => import('./TrackUsageDialog').then((m) => ({ default: m.TrackUsageDialog })));
const RecommendationsDialog = lazy(() => import('./RecommendationsDialog').then((m) => ({ default: m.RecommendationsDialog })));
const SpoolReelDialog = lazy(() => import('./SpoolReelDialog').then((m) => ({ default: m.SpoolReelDialog })));
const ImportGearDialog = lazy(() => import('./ImportGearDialog').then((m) => ({ default: m.ImportGearDialog })));

/** Mounts a lazily loaded dialog when it first opens and keeps it mounted (its close animation, its state). */
function WhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** Which of the gear page's other dialogs is open, and on what (the form is the kit's `useEditDialog`). */
export interface GearDialogState {
  tracking: Gear | null;
  /** The reel being spooled (decision 128). */
  spooling: Gear | null;
  recommendationsOpen: boolean;
  importOpen: boolean;
}

export const CLOSED_GEAR_DIALOGS: GearDialogState = {
  tracking: null,
  spooling: null,
  recommendationsOpen: false,
  importOpen: false,
};

export interface GearDialogsProps {
  form: EditDialog<Gear>;
  state: GearDialogState;
  onChange: (change: Partial<GearDialogState>) => void;
  gearTypes: readonly GearTypeOption[];
  typeName: (gear: Gear) => string;
}

export function GearDialogs({ form, state, onChange, gearTypes, typeName }: GearDialogsProps) {
  const { tracking, spooling, recommendationsOpen, importOpen } = state;
  return (
    <>
      <WhenOpened open={form.open}>
        <GearFormDialog
          open={form.open}
          onOpenChange={form.onOpenChange}
          gear={form.editing}
          copyFrom={form.copyFrom}
          gearTypes={gearTypes}
        />
      </WhenOpened>
      <WhenOpened open={tracking !== null}>
        <TrackUsageDialog gear={tracking} typeLabel={tracking ? typeName(tracking) : ''} onClose={() => onChange({ tracking: null })} />
      </WhenOpened>
      <WhenOpened open={spooling !== null}>
        <SpoolReelDialog reel={spooling} onClose={() => onChange({ spooling: null })} />
      </WhenOpened>
      <WhenOpened open={recommendationsOpen}>
        <RecommendationsDialog open={recommendationsOpen} onOpenChange={(open) => onChange({ recommendationsOpen: open })} />
      </WhenOpened>
      <WhenOpened open={importOpen}>
        <ImportGearDialog open={importOpen} onOpenChange={(open) => onChange({ importOpen: open })} />
      </WhenOpened>
    </>
  );
}
