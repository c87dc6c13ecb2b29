import { cn } from '@tackle/ui';

/** Tackle mark: a fish on a hook, drawn inline so it needs no request. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={cn('size-8 shrink-0', className)} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path d="M5.5 17c3.6-4.6 9.3-5.7 14.2-3l4.8-2.9v11.4l-4.8-2.9c-4.9 2.8-10.6 1.7-14.2-2.6z" fill="#ffffff" />
      <circle cx="10.5" cy="16.2" r="1.3" fill="currentColor" />
      <path d="M16 4.5v5.2a2.6 2.6 0 0 1-5.2 0" fill="none" stroke="#9fe3dc" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

export function Brand({ className, textClassName }: { className?: string; textClassName?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <LogoMark className="text-primary" />
      <span className={cn('text-xl font-bold tracking-tight text-foreground', textClassName)}>Tackle</span>
    </span>
  );
}
