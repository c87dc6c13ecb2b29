import type Koa from 'koa';
import { POSITION_HEADER } from '@tackle/contracts';
import type { ProjectionProgress } from '../es/projection';

/** The header a command answers its position in and a read sends back (one definition, in contracts). */
export { POSITION_HEADER };
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
    // Cache-Control is set by entityTags (http/entity-tags.ts) once the answer is known.
    await next();
  };
}
