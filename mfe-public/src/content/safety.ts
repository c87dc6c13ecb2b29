import { z } from 'zod';
import { checkContent, pageContentSchema, slugSchema, textSchema, uniqueList, type PageCopy } from './common';
import safetyJson from './safety.json';

export const safetyPrioritySchema = z.enum(['Critical', 'High', 'Medium']);
export type SafetyPriority = z.infer<typeof safetyPrioritySchema>;

export const safetyTipSchema = z.object({
  title: textSchema,
  detail: textSchema,
  priority: safetyPrioritySchema,
});
export type SafetyTip = z.infer<typeof safetyTipSchema>;

export const safetyGroupSchema = z.object({
  id: slugSchema,
  name: z.enum(['Weather', 'Water', 'Equipment', 'Health & Emergency']),
  tips: z.array(safetyTipSchema).min(3),
});
export type SafetyGroup = z.infer<typeof safetyGroupSchema>;

/** Someone to call (a tel: link) or to raise on the marine radio (no phone number to dial). */
export const emergencyContactSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('phone'),
    id: slugSchema,
    name: textSchema,
    /** As printed, e.g. '1-800-222-1222'. */
    display: textSchema,
    /** What the tel: link dials. */
    dial: z.string().regex(/^\+?\d{3,15}$/, 'digits only, optionally with a leading +'),
    detail: textSchema,
  }),
  z.object({
    kind: z.literal('radio'),
    id: slugSchema,
    name: textSchema,
    display: textSchema,
    detail: textSchema,
  }),
]);
export type EmergencyContact = z.infer<typeof emergencyContactSchema>;

export const checklistSchema = z.object({
  id: slugSchema,
  name: textSchema,
  items: z
    .array(z.object({ id: slugSchema, label: textSchema }))
    .min(3)
    .refine((items) => new Set(items.map((i) => i.id)).size === items.length, 'item ids must be unique'),
});
export type Checklist = z.infer<typeof checklistSchema>;

export const safetySchema = z.object({
  groups: uniqueList(safetyGroupSchema, { min: 4, max: 4 }),
  contacts: uniqueList(emergencyContactSchema, { min: 1 }),
  checklists: uniqueList(checklistSchema, { min: 1 }),
  checklistNote: textSchema,
});
export type Safety = z.infer<typeof safetySchema>;

/** What safety.json holds: the page's copy and everything it shows. */
export const safetyContentSchema = pageContentSchema(safetySchema.shape);

const { page, ...safety } = checkContent(safetyContentSchema, safetyJson, 'safety');
export const SAFETY: Safety = safety;
export const SAFETY_PAGE: PageCopy = page;

const PRIORITY_ORDER: Record<SafetyPriority, number> = { Critical: 0, High: 1, Medium: 2 };

/** Tips most urgent first (stable within a priority). */
export function byPriority(tips: readonly SafetyTip[]): SafetyTip[] {
  return [...tips].sort((a, b) => PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority]);
}
