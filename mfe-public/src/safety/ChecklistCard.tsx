import { useState } from 'react';
import { RotateCcw } from 'lucide-react';
import { Button, Checkbox, Label } from '@tackle/ui';
import type { Checklist } from '../content/safety';
import { useStaticMarkup } from '../static/static-markup';
import { CHECKLIST_ATTRIBUTE, CHECKLIST_PROGRESS_ATTRIBUTE, CHECKLIST_RESET_ATTRIBUTE, checklistProgress } from './checklist-progress';

/**
 * A pre-trip checklist. Ticks live in this component only: they are gone on reload, by design.
 * Prerendered (decision 134), src/static/enhance.ts keeps them, by the `data-checklist…` attributes.
 */
export function ChecklistCard({ checklist }: { checklist: Checklist }) {
  const staticMarkup = useStaticMarkup();
  const [checked, setChecked] = useState<ReadonlySet<string>>(() => new Set());
  const headingId = `checklist-${checklist.id}`;
  const done = checked.size;
  const total = checklist.items.length;

  const toggle = (itemId: string, on: boolean) =>
    setChecked((current) => {
      const next = new Set(current);
      if (on) next.add(itemId);
      else next.delete(itemId);
      return next;
    });

  return (
    <section {...{ [CHECKLIST_ATTRIBUTE]: '' }} aria-labelledby={headingId} className="flex flex-col rounded-xl border bg-card p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold">
          {checklist.name}
        </h3>
        <p {...{ [CHECKLIST_PROGRESS_ATTRIBUTE]: '' }} aria-live="polite" className="text-sm text-muted-foreground">
          {checklistProgress(done, total)}
        </p>
      </div>
      <ul className="mt-4 flex-1 space-y-1">
        {checklist.items.map((item) => {
          const id = `${checklist.id}-${item.id}`;
          return (
            <li key={item.id} className="flex items-center gap-3 rounded-md px-1 py-1.5">
              <Checkbox
                id={id}
                checked={checked.has(item.id)}
                onCheckedChange={(state) => toggle(item.id, state === true)}
                renderIndicator={staticMarkup}
              />
              <Label htmlFor={id} className="cursor-pointer py-0.5 leading-snug font-normal">
                {item.label}
              </Label>
            </li>
          );
        })}
      </ul>
      <Button
        {...{ [CHECKLIST_RESET_ATTRIBUTE]: '' }}
        variant="outline"
        size="sm"
        className="mt-4 self-start"
        disabled={done === 0}
        onClick={() => setChecked(new Set())}
      >
        <RotateCcw aria-hidden="true" />
        Reset checklist
      </Button>
    </section>
  );
}
