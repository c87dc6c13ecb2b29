/**
 * The part of zod the front end uses, shared by the shell and every remote as the one `zod`
 * singleton (docs/decisions/145-one-zod-per-page.md): each rspack config aliases `zod` to this file,
 * as `react-router-dom` to ui/src/router.ts (decision 101). Module Federation keeps every export of
 * a shared module, and zod's own entry re-exports all its locales (decision 139 measured 87 KiB gzip
 * shared that way); through this object only what is named here is bundled, once per page instead
 * of once in the shell and again in the page's remote. Types still come from zod itself (TypeScript
 * does not see the alias), and Node (services, tests, prerender) uses the real package.
 *
 * Need another part of zod? Add it here (ui/src/zod.test.ts fails on a `z.<name>` used in a bundled
 * file that is missing).
 */
import * as zod from 'zod/v4';

export const z = {
  array: zod.array,
  boolean: zod.boolean,
  coerce: zod.coerce,
  custom: zod.custom,
  discriminatedUnion: zod.discriminatedUnion,
  enum: zod.enum,
  flattenError: zod.flattenError,
  iso: zod.iso,
  literal: zod.literal,
  NEVER: zod.NEVER,
  number: zod.number,
  object: zod.object,
  preprocess: zod.preprocess,
  prettifyError: zod.prettifyError,
  record: zod.record,
  string: zod.string,
  union: zod.union,
  unknown: zod.unknown,
  uuid: zod.uuid,
  ZodError: zod.ZodError,
  ZodNumber: zod.ZodNumber,
  ZodObject: zod.ZodObject,
  ZodType: zod.ZodType,
};
