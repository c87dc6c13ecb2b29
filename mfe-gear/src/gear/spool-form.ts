import {
  LINE_TYPE_MESSAGE,
  SPOOL_FUTURE_MESSAGE,
  SPOOL_LINE_REQUIRED_MESSAGE,
  lineTypeFromText,
  type Consumable,
  type LineType,
  type SpoolInputBody,
} from '@tackle/contracts';

// The 'Spool Reel' form (decision 128): state, defaults and form -> body mapping.

export interface SpoolForm {
  lineId: string;
  /** '' until chosen (or read from the line's words). */
  lineType: LineType | '';
  amountUsed: number | null;
  /** The day it was spooled, as the date input holds it ('2026-05-01'). */
  spooledOn: string;
  leader: string;
  notes: string;
}

/** The local calendar day of `at`, as a date input holds it. */
export function localDay(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

export const emptySpoolForm = (today: Date): SpoolForm => ({ lineId: '', lineType: '', amountUsed: null, spooledOn: localDay(today), leader: '', notes: '' });

/** The angler's lines, the ones with stock first, by name. */
export function linesOf(consumables: readonly Consumable[]): Consumable[] {
  return consumables.filter((item) => item.category === 'line').sort((a, b) => a.name.localeCompare(b.name));
}

/** What the line's own words say it is ('PowerPro 30 lb Braid' -> braid), or '' to ask. */
export function lineTypeOf(line: Consumable | undefined): LineType | '' {
  return line ? (lineTypeFromText(line.name, line.description, line.brand, line.model) ?? '') : '';
}

export type SpoolFormErrors = Partial<Record<keyof SpoolForm, string>>;

/**
 * The body of POST /api/gear/:id/spool, or the messages of the fields to fix. Today is sent as no
 * date (the server's now); an earlier day as its local noon, so it stays that day in every zone
 * near the angler's.
 */
export function spoolBody(values: SpoolForm, now: Date): { body: SpoolInputBody } | { errors: SpoolFormErrors } {
  const errors: SpoolFormErrors = {};
  if (!values.lineId) errors.lineId = SPOOL_LINE_REQUIRED_MESSAGE;
  if (!values.lineType) errors.lineType = LINE_TYPE_MESSAGE;
  if (values.amountUsed !== null && !(values.amountUsed > 0)) errors.amountUsed = 'Amount used must be a positive number';
  const today = localDay(now);
  if (values.spooledOn && values.spooledOn > today) errors.spooledOn = SPOOL_FUTURE_MESSAGE;
  if (Object.keys(errors).length > 0) return { errors };
  const spooledAt = !values.spooledOn || values.spooledOn === today ? null : new Date(`${values.spooledOn}T12:00:00`).toISOString();
  return {
    body: {
      consumableId: values.lineId,
      lineType: values.lineType || null,
      amountUsed: values.amountUsed,
      spooledAt,
      leader: values.leader.trim() || null,
      notes: values.notes.trim() || null,
    },
  };
}
