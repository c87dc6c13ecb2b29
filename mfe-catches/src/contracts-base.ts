// Evaluated on its own, first, by the pages' entries (pages/*.tsx, decision 139): zod itself and the
// contracts' common schemas, which every other schema of the pages builds on. Nothing imports it
// for its value.
export { entityIdSchema } from '@tackle/contracts';
