import * as React from 'react';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { cn, pageSingleton } from '../lib/utils';

// Spec §9: the toaster's limits live here, with the toaster (the ui package stays free of zod).
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_HOTKEY = ['F8'];
/** How long a dismissed toast stays mounted for its exit animation. */
const TOAST_REMOVE_DELAY_MS = 300;

export type ToastVariant = 'default' | 'destructive';

export type ToastInput = {
  title: React.ReactNode;
  description?: React.ReactNode;
  variant?: ToastVariant;
  /** Override the default 5000 ms. */
  duration?: number;
  /** Optional action element (e.g. <ToastAction altText="Undo">Undo</ToastAction>). */
  action?: React.ReactNode;
};

export type ToastItem = ToastInput & { id: string; open: boolean };

type Listener = (toasts: ToastItem[]) => void;

type ToastStore = {
  toasts: ToastItem[];
  listeners: Set<Listener>;
  counter: number;
  removeTimers: Map<string, ReturnType<typeof setTimeout>>;
};

// One store per page: @tackle/ui is a Module Federation singleton shared by the shell and remotes.
const store = pageSingleton<ToastStore>('toastStore', () => ({
  toasts: [],
  listeners: new Set(),
  counter: 0,
  removeTimers: new Map(),
}));

function emit(next: ToastItem[]): void {
  store.toasts = next;
  for (const l of store.listeners) l(next);
}

function scheduleRemoval(id: string): void {
  if (store.removeTimers.has(id)) return;
  store.removeTimers.set(
    id,
    setTimeout(() => {
      store.removeTimers.delete(id);
      emit(store.toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Close one toast (or all when no id is given). */
export function dismissToast(id?: string): void {
  emit(
    store.toasts.map((t) => {
      if (id === undefined || t.id === id) {
        scheduleRemoval(t.id);
        return { ...t, open: false };
      }
      return t;
    }),
  );
}

/** Show a toast. Only one is visible at a time; a newer toast replaces the older one. */
export function toast(input: ToastInput): { id: string; dismiss: () => void; update: (next: Partial<ToastInput>) => void } {
  store.counter = (store.counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${store.counter}`;
  const item: ToastItem = { variant: 'default', ...input, id, open: true };
  emit([item, ...store.toasts].slice(0, TOAST_LIMIT));
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next) => emit(store.toasts.map((t) => (t.id === id ? { ...t, ...next } : t))),
  };
}

function subscribe(listener: Listener): () => void {
  store.listeners.add(listener);
  return () => {
    store.listeners.delete(listener);
  };
}

function getSnapshot(): ToastItem[] {
  return store.toasts;
}

/** Current toasts plus the `toast` and `dismiss` functions. */
export function useToast(): { toasts: ToastItem[]; toast: typeof toast; dismiss: typeof dismissToast } {
  const toasts = React.useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts, toast, dismiss: dismissToast };
}

export function ToastAction({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      className={cn(
        'inline-flex h-8 shrink-0 items-center justify-center rounded-md border border-current/30 bg-transparent px-3 text-sm font-medium cursor-pointer',
        'hover:bg-black/5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
      {...props}
    />
  );
}

/** Mount once (the shell does). Renders the toasts of the shared store. */
export function Toaster() {
  const { toasts } = useToast();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD}>
      {toasts.map(({ id, title, description, variant, duration, action, open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          duration={duration}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(o) => {
            if (!o) dismissToast(id);
          }}
          data-variant={variant}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-9 shadow-lg',
            'data-[state=open]:animate-toast-in data-[state=closed]:animate-fade-out',
            'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
            'data-[swipe=end]:animate-toast-swipe-out',
            variant === 'destructive'
              ? 'border-destructive bg-destructive text-destructive-foreground'
              : 'border-border bg-card text-card-foreground',
          )}
        >
          <div className="grid min-w-0 gap-1 break-words">
            <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>
            {description ? <ToastPrimitive.Description className="text-sm opacity-90">{description}</ToastPrimitive.Description> : null}
          </div>
          {action}
          <ToastPrimitive.Close
            aria-label="Close"
            className="absolute right-2 top-2 rounded-md p-1 opacity-70 transition-opacity hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring cursor-pointer"
          >
            <X className="size-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/*
        Where a toast covers the least (issue 14): on a phone at the top, below the top bar (a
        phone's dialogs keep their buttons at the bottom); from 640 px up at the bottom left, clear of
        the top bar, each page's heading buttons (top right), the floating quick-action button
        (bottom right) and a centred dialog's footer buttons (right). Never wider than the screen
        less its margins; long words wrap.
      */}
      <ToastPrimitive.Viewport
        hotkey={TOAST_HOTKEY}
        className="fixed inset-x-0 top-16 z-[100] m-0 flex max-h-screen list-none flex-col gap-2 p-4 outline-none sm:top-auto sm:bottom-0 sm:right-auto sm:w-[380px] sm:max-w-[calc(100vw-2rem)] sm:flex-col-reverse"
      />
    </ToastPrimitive.Provider>
  );
}
