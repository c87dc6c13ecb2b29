import { RefreshCw, X } from 'lucide-react';
import { Button } from './button';

export interface UpdateNoticeProps {
  /** Reload into the new version. */
  onReload: () => void;
  /** Close the notice; the new version then starts with the app's next start. */
  onDismiss?: () => void;
  /** The reload has been asked for and is under way. */
  busy?: boolean;
}

/**
 * 'Update available — reload': a new version of the app is ready (decision 116). Non-blocking: it
 * takes no focus and covers nothing but a corner of the page. On a phone it sits at the bottom left,
 * clear of the floating quick-action button (bottom right, 56 px + 20 px margin); from 640 px up at
 * the bottom centre, clear of the toasts (bottom left) as well.
 */
export function UpdateNotice({ onReload, onDismiss, busy = false }: UpdateNoticeProps) {
  return (
    <div
      role="status"
      className="pointer-events-none fixed bottom-5 left-4 right-24 z-40 flex justify-start sm:left-1/2 sm:right-auto sm:-translate-x-1/2 print:hidden"
    >
      <div className="pointer-events-auto flex max-w-full items-center gap-1 rounded-full border border-border bg-card p-1 text-card-foreground shadow-xl">
        <Button size="sm" className="min-w-0 rounded-full" onClick={onReload} disabled={busy} aria-busy={busy || undefined}>
          <RefreshCw aria-hidden="true" className={busy ? 'animate-spin' : undefined} />
          <span className="truncate">Update available — reload</span>
        </Button>
        {onDismiss && (
          <Button variant="ghost" size="icon" className="size-9 rounded-full" aria-label="Dismiss the update notice" onClick={onDismiss} disabled={busy}>
            <X aria-hidden="true" />
          </Button>
        )}
      </div>
    </div>
  );
}
