/**
 * @deprecated Use `errorMessage` from '@tackle/ui' (the one rule for every screen). This re-export
 * only keeps the list pages compiling until their imports move.
 */
export { errorMessage } from '@tackle/ui';
