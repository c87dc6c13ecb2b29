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
import {
  array,
  boolean,
  coerce,
  custom,
  discriminatedUnion,
  enum as zodEnum,
  flattenError,
  iso,
  literal,
  NEVER,
  number,
  object,
  preprocess,
  prettifyError,
  record,
  string,
  union,
  unknown,
  uuid,
  ZodError,
  ZodNumber,
  ZodObject,
  ZodType,
} from 'zod/v4';

export const z = {
  array,
  boolean,
  coerce,
  custom,
  discriminatedUnion,
  enum: zodEnum,
  flattenError,
  iso,
  literal,
  NEVER,
  number,
  object,
  preprocess,
  prettifyError,
  record,
  string,
  union,
  unknown,
  uuid,
  ZodError,
  ZodNumber,
  ZodObject,
  ZodType,
};
