import * as React from 'react';
import { AlertTriangle } from 'lucide-react';
import { cn } from '../lib/utils';
import { Button } from './button';

export type SpinnerProps = React.ComponentProps<'div'> & {
  /** Accessible name announced by screen readers. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  /** Show the label visibly next to the spinner. */
  showLabel?: boolean;
};

const spinnerSizes = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

export function Spinner({ label = 'Loading', size = 'md', showLabel = false, className, ...props }: SpinnerProps) {
  return (
    <div role="status" aria-label={label} aria-live="polite" className={cn('inline-flex items-center gap-2 text-primary', className)} {...props}>
      <svg className={cn('animate-spin', spinnerSizes[size])} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {showLabel ? <span className="text-sm text-muted-foreground">{label}</span> : <span className="sr-only">{label}</span>}
    </div>
  );
}

export type EmptyStateProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  icon?: React.ReactNode;
  title: React.ReactNode;
  description?: React.ReactNode;
  /** A call to action, e.g. a Button. */
  action?: React.ReactNode;
};

export function EmptyState({ icon, title, description, action, className, ...props }: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn('flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-border px-6 py-10 text-center', className)}
      {...props}
    >
      {icon ? <div className="text-muted-foreground [&_svg]:size-10" aria-hidden="true">{icon}</div> : null}
      <p className="text-base font-semibold text-foreground">{title}</p>
      {description ? <p className="max-w-md text-sm text-muted-foreground">{description}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}

export type ErrorBoundaryFallbackProps = { error: Error; reset: () => void };

export type ErrorBoundaryProps = {
  children?: React.ReactNode;
  /** Called when the user presses 'Try again', after the boundary has reset. */
  onRetry?: () => void;
  /** Heading shown above the error message. */
  title?: string;
  /** Replace the default fallback. */
  fallback?: (props: ErrorBoundaryFallbackProps) => React.ReactNode;
  /** When any of these values change, a shown error is cleared (e.g. the route path). */
  resetKeys?: readonly unknown[];
  onError?: (error: Error, info: React.ErrorInfo) => void;
  className?: string;
};

type ErrorBoundaryState = { error: Error | null };

function changed(a: readonly unknown[] = [], b: readonly unknown[] = []): boolean {
  return a.length !== b.length || a.some((v, i) => !Object.is(v, b[i]));
}

/** Catches render errors below it and shows the message with a 'Try again' button. */
export class ErrorBoundary extends React.Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: React.ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override componentDidUpdate(prevProps: ErrorBoundaryProps): void {
    if (this.state.error && changed(prevProps.resetKeys, this.props.resetKeys)) this.setState({ error: null });
  }

  reset = (): void => {
    this.setState({ error: null });
    this.props.onRetry?.();
  };

  override render(): React.ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (this.props.fallback) return this.props.fallback({ error, reset: this.reset });
    return <ErrorFallback error={error} onRetry={this.reset} title={this.props.title} className={this.props.className} />;
  }
}

/** The default error panel: heading, the error's message and a 'Try again' button. */
export function ErrorFallback({
  error,
  onRetry,
  title = 'Something went wrong',
  className,
}: {
  error: Error;
  onRetry?: () => void;
  title?: string;
  className?: string;
}) {
  return (
    <div
      role="alert"
      data-slot="error-boundary"
      className={cn(
        'mx-auto my-8 flex max-w-lg flex-col items-center gap-3 rounded-xl border border-destructive/30 bg-card px-6 py-8 text-center shadow-sm',
        className,
      )}
    >
      <AlertTriangle className="size-8 text-destructive" aria-hidden="true" />
      <h2 className="text-lg font-semibold text-foreground">{title}</h2>
      <p className="text-sm break-words text-muted-foreground">{error.message || 'An unexpected error occurred.'}</p>
      {onRetry && <Button onClick={onRetry}>Try again</Button>}
    </div>
  );
}
