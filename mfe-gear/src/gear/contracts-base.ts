// Evaluated on its own, first, by GearPageEntry (decision 103): zod itself and the contracts' common
// schemas, which every other schema of the page builds on. Nothing imports it for its value.
export { entityIdSchema } from '@tackle/contracts';
