import { lazy, Suspense, useCallback, useMemo, useState, type ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  ErrorBoundary,
  Spinner,
  useDialogRequest,
} from '@tackle/ui';

type SmartCaptureProps = { onAdded?: () => void };

async function loadSmartCapture(attempt: number): Promise<{ default: ComponentType<SmartCaptureProps> }> {
  const mod = await loadRemote<{ default?: ComponentType<SmartCaptureProps> }>('gear/SmartCapture');
  if (!mod || typeof mod.default !== 'function') {
    throw new Error(`Smart Capture could not be loaded${attempt > 0 ? ' again' : ''}. Check your connection and try again.`);
  }
  return { default: mod.default };
}

/**
 * Opens Smart Capture (remote 'gear/SmartCapture') in a dialog when the floating button asks for
 * it (`useOpenDialog`). The remote is fetched on the first request only, so pages that never use it
 * never download it.
 */
export function SmartCaptureHost() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const SmartCapture = useMemo(() => (requested ? lazy(() => loadSmartCapture(attempt)) : null), [requested, attempt]);

  const onOpen = useCallback(() => {
    setRequested(true);
    setOpen(true);
  }, []);
  useDialogRequest('openSmartCapture', onOpen);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Smart Product Entry</DialogTitle>
          <DialogDescription>Identify a product from a photo and add it to your inventory.</DialogDescription>
        </DialogHeader>
        {SmartCapture ? (
          <ErrorBoundary title="Smart Capture is unavailable" onRetry={() => setAttempt((n) => n + 1)}>
            <Suspense fallback={<Spinner size="lg" label="Loading Smart Capture" className="mx-auto my-8" />}>
              <SmartCapture onAdded={() => setOpen(false)} />
            </Suspense>
          </ErrorBoundary>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
