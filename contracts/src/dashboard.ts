import { z } from 'zod';
import { isoDateTimeSchema } from './common';
import { respoolReminderSchema } from './line';

export const ACTIVITY_KINDS = ['catch', 'gear', 'consumable', 'setup', 'storage'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** One line of the Recent Activity list, built by the activity-feed projection. */
export const activityItemSchema = z.object({
  id: z.string().min(1),
  kind: z.enum(ACTIVITY_KINDS),
  title: z.string(),
  description: z.string(),
  /**
   * A logged catch's weight (decimal pounds, as stored), shown after the description in the
   * angler's units (decision 121); null or absent for other lines.
   */
  weight: z.number().nullable().optional(),
  at: isoDateTimeSchema,
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const RECENT_ACTIVITY_LIMIT = 10;

/**
 * GET /api/dashboard. The spec's home shows hard-coded placeholder numbers; these are the real
 * ones. savedSpots counts the caller's personal fish spots: distinct places (about 1 km) with a logged catch.
 */
export const dashboardResponseSchema = z.object({
  username: z.string().optional(),
  /** Fish caught this month (UTC), each catch counting its quantity. */
  catchesThisMonth: z.number().int().min(0),
  gearTotal: z.number().int().min(0),
  savedSpots: z.number().int().min(0),
  lowStockConsumables: z.number().int().min(0),
  recentActivity: z.array(activityItemSchema).max(100),
  /**
   * 'Time to respool': each reel whose last spooling is older than the angler's age for its kind
   * of line (decision 128), oldest first; computed when asked, from the clock of the answer.
   */
  respool: z.array(respoolReminderSchema),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
