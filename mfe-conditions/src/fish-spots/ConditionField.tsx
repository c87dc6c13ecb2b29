import { useId } from 'react';
import type { FishingConditionField } from '@tackle/contracts';
import { cn, Input, Label, Select, SelectContent, SelectItem, SelectTrigger, SelectValue, useUnits } from '@tackle/ui';
import { autoFillNotes, fieldLabel, type AutoFillKind, type FieldSpec } from './conditions-form';

const NOT_SET = '__not_set__';

export interface ConditionFieldProps {
  spec: FieldSpec;
  value: string;
  /** How the value was auto-filled, or null when the angler set it (or nobody did). */
  autoFilled?: AutoFillKind | null;
  onChange: (name: FishingConditionField, value: string) => void;
}

/**
 * One condition: a list (with 'Any') or a number; auto-filled values are ringed and say how they
 * were obtained (read from the weather, estimated or assumed).
 */
export function ConditionField({ spec, value, autoFilled = null, onChange }: ConditionFieldProps) {
  const id = useId();
  const units = useUnits();
  const hintId = `${id}-auto`;
  const highlight = autoFilled ? 'ring-2 ring-primary/60 bg-primary/5' : undefined;
  const note = autoFilled ? autoFillNotes(units.system)[autoFilled] : null;
  return (
    <div className="grid gap-1.5" data-autofilled={autoFilled ?? undefined}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{fieldLabel(spec, units)}</Label>
        {note ? (
          <span id={hintId} className={cn('text-xs font-medium', autoFilled === 'weather' ? 'text-primary' : 'text-warning')}>
            <span aria-hidden="true">{note.tag}</span>
            <span className="sr-only">{note.description}</span>
          </span>
        ) : null}
      </div>
      {spec.options ? (
        <Select itemsOnDemand value={value || NOT_SET} onValueChange={(next) => onChange(spec.name, next === NOT_SET ? '' : next)}>
          <SelectTrigger id={id} className={cn('w-full', highlight)} aria-describedby={autoFilled ? hintId : undefined}>
            <SelectValue>{value === '' ? 'Any' : spec.options.find((option) => option === value)}</SelectValue>
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={NOT_SET}>Any</SelectItem>
            {spec.options.map((option) => (
              <SelectItem key={option} value={option}>
                {option}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      ) : (
        <Input
          id={id}
          type="number"
          inputMode="decimal"
          step={spec.step}
          min={spec.name === 'depth' ? 0 : undefined}
          value={value}
          className={highlight}
          aria-describedby={autoFilled ? hintId : undefined}
          onChange={(event) => onChange(spec.name, event.target.value)}
        />
      )}
    </div>
  );
}
