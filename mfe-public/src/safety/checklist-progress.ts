/**
 * What a pre-trip checklist says about itself, shared by the card (ChecklistCard.tsx) and the script
 * of the prerendered safety page (src/static/enhance.ts), so both say the same.
 */
export function checklistProgress(done: number, total: number): string {
  return done === total ? 'All done, tight lines!' : `${done} of ${total} checked`;
}

/** Attributes the card's markup carries for that script: the checklist, its progress line, its reset button. */
export const CHECKLIST_ATTRIBUTE = 'data-checklist';
export const CHECKLIST_PROGRESS_ATTRIBUTE = 'data-checklist-progress';
export const CHECKLIST_RESET_ATTRIBUTE = 'data-checklist-reset';
