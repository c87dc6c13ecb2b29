import type { ReactNode } from 'react';
import { Card, CardContent } from '@tackle/ui';

/** One headline figure of a tab: its label, value and an optional detail line. */
export function Figure({ label, value, detail, icon }: { label: string; value: ReactNode; detail?: ReactNode; icon: ReactNode }) {
  return (
    <Card className="min-w-0">
      <CardContent className="flex items-start gap-3 p-4 sm:p-5">
        <div className="hidden rounded-lg bg-secondary p-2 text-secondary-foreground sm:block [&_svg]:size-5" aria-hidden="true">
          {icon}
        </div>
        <dl className="min-w-0">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="break-words text-lg font-semibold leading-tight sm:text-2xl">{value}</dd>
          {detail ? <dd className="mt-0.5 text-xs text-muted-foreground">{detail}</dd> : null}
        </dl>
      </CardContent>
    </Card>
  );
}

export const FIGURES = 'grid grid-cols-2 gap-3 lg:grid-cols-4';
export const CHARTS = 'grid gap-4 lg:grid-cols-2';

