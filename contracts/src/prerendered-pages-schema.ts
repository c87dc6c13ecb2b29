import { z } from 'zod';
import { PUBLIC_FRAME_SLOT } from './prerendered-pages';

/** One page of PRERENDERED_PAGES_FILE (decision 134). */
export const prerenderedPageSchema = z.object({
  /** The page's markup (scripts it needs included, as `<script defer src>` of the same origin). */
  html: z.string().min(1),
  /** Inside the shell's public frame (PUBLIC_FRAME_FILE), or the whole page (the landing page). */
  framed: z.boolean(),
  /** The document's title and description meta tag; the shell page's own when absent. */
  title: z.string().min(1).optional(),
  description: z.string().min(1).optional(),
});
export type PrerenderedPage = z.infer<typeof prerenderedPageSchema>;

export const prerenderedPagesSchema = z.record(z.string().regex(/^\/[a-z0-9/-]*$/), prerenderedPageSchema);
export type PrerenderedPages = z.infer<typeof prerenderedPagesSchema>;

/** PUBLIC_FRAME_FILE. */
export const publicFrameSchema = z.object({ html: z.string().includes(PUBLIC_FRAME_SLOT) });

/** STATIC_PAGE_SCRIPT_FILE: the prerendered pages' script, an address on this site. */
export const staticPageScriptSchema = z.object({ script: z.string().regex(/^\/assets\/[\w.-]+\.js$/) });
