import type Koa from 'koa';
import type { ProjectionProgress } from '../es/projection';

export const POSITION_HEADER = 'X-Tackle-Position';
const MAX_WAIT_MS = 2000;

/**
 * Read-your-writes: the client sends the newest position it has seen; the query waits (bounded)
 * until the read models include it, and tells the client how far they are.
 */
export function awaitPosition(progress: ProjectionProgress, maxWaitMs = MAX_WAIT_MS): Koa.Middleware {
  return async (ctx, next) => {
    const wanted = Number(ctx.get(POSITION_HEADER));
    if (Number.isSafeInteger(wanted) && wanted > 0) {
      const caughtUp = await progress.waitFor(wanted, maxWaitMs);
      if (!caughtUp) ctx.set('X-Tackle-Stale', '1');
    }
    ctx.set(POSITION_HEADER, String(progress.current()));
    ctx.set('Cache-Control', 'no-store');
    await next();
  };
}
