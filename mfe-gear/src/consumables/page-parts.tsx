// Pieces shared by the Consumables, Storage Locations and Fishing Setups screens.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LoaderCircle } from 'lucide-react';
import {
  Button,
  Card,
  CardDescription,
  CardHeader,
  CardTitle,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Spinner,
  useAuthLoading,
  useSession,
} from '@tackle/ui';

export function PageFrame({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-6 sm:px-6 md:py-8">{children}</div>;
}

export function PageTitle({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </div>
  );
}

/**
 * Renders the screen for a signed-in user; otherwise a spinner while auth loads, then the spec's
 * 'Please Log In' card with the screen's own sentence.
 */
export function SignedIn({ message, children }: { message: string; children: ReactNode }) {
  const session = useSession();
  const authLoading = useAuthLoading();
  if (session) return <>{children}</>;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 md:py-8">
      {authLoading ? (
        <div className="flex justify-center py-16">
          <Spinner size="lg" label="Loading" />
        </div>
      ) : (
        <Card className="mx-auto max-w-md text-center">
          <CardHeader>
            <CardTitle as="h1">Please Log In</CardTitle>
            <CardDescription>{message}</CardDescription>
            <div className="mt-4">
              <Button asChild>
                <Link to="/auth">Log In</Link>
              </Button>
            </div>
          </CardHeader>
        </Card>
      )}
    </div>
  );
}

export interface ConfirmDeleteDialogProps {
  /** The item to delete, or null when the dialog is closed. */
  name: string | null;
  title: string;
  /** Extra sentence after the spec's question (e.g. what happens to stored gear). */
  note?: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** 'Are you sure you want to delete "{name}"? This action cannot be undone.' in a real dialog. */
export function ConfirmDeleteDialog({ name, title, note, pending, onConfirm, onCancel }: ConfirmDeleteDialogProps) {
  return (
    <Dialog open={name !== null} onOpenChange={(open) => (!open && !pending ? onCancel() : undefined)}>
      <DialogContent className="sm:max-w-md" role="alertdialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            Are you sure you want to delete &quot;{name}&quot;? This action cannot be undone.
            {note ? ` ${note}` : null}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="button" variant="destructive" onClick={onConfirm} disabled={pending} aria-busy={pending || undefined}>
            {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Number inputs: '' (or anything the browser cannot read as a number) means "not given". */
export function toOptionalNumber(value: unknown): number | null {
  if (value === '' || value === null || value === undefined) return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

