import type Koa from 'koa';

type Next = () => Promise<unknown>;

function compose(middleware: Koa.Middleware[]): (ctx: Koa.Context, next: Next) => Promise<void> {
  return (ctx, next) => {
    let last = -1;
    const dispatch = async (i: number): Promise<void> => {
      if (i <= last) throw new Error('next() called multiple times');
      last = i;
      const fn = i === middleware.length ? next : middleware[i];
      if (!fn) return;
      await fn(ctx, () => dispatch(i + 1));
    };
    return dispatch(0);
  };
}

/** The rest of `path` below `prefix` (`'/'` for the prefix itself), or null when outside it. */
function stripPrefix(prefix: string, path: string): string | null {
  if (path === prefix) return '/';
  if (path.startsWith(`${prefix}/`)) return path.slice(prefix.length);
  return null;
}

/**
 * Runs a Koa application's middleware under a path prefix with the caller's context, the way
 * koa-mount does: `ctx.path` (and so `ctx.url`, query kept) is rewritten without the prefix while
 * the mounted app runs, `ctx.mountPath` is set, and both are restored afterwards and around `next`.
 */
export function mountApp(prefix: string, app: Koa): (ctx: Koa.Context, next: Next) => Promise<void> {
  const downstream = compose(app.middleware as Koa.Middleware[]);
  return async (ctx, next) => {
    const original = ctx.path;
    const inner = stripPrefix(prefix, original);
    if (inner === null) {
      await next();
      return;
    }
    const holder = ctx as Koa.Context & { mountPath?: string };
    const previousMount = holder.mountPath;
    holder.mountPath = prefix;
    ctx.path = inner;
    try {
      await downstream(ctx, async () => {
        ctx.path = original;
        try {
          await next();
        } finally {
          ctx.path = inner;
        }
      });
    } finally {
      ctx.path = original;
      holder.mountPath = previousMount;
    }
  };
}
