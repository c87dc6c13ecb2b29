import Koa from 'koa';
import { koaBody } from 'koa-body';
import { randomUUID } from 'node:crypto';
import { ZodError } from 'zod';
import { AppError } from '../errors';
import type { Logger } from '../logger';

export interface AppState {
  requestId: string;
  user?: { id: string; username: string };
  /**
   * A kept list answer's entity tag, made when the answer was first sent (answer-cache.ts), and the
   * hook that keeps the tag made for a new answer; `entityTags` uses both instead of hashing again.
   */
  entityTag?: { known?: string; made?: (tag: string) => void };
}


const REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/;

/** Turns anything thrown into `{ status, body }`; only 5xx details stay in the log. */
export function toErrorResponse(error: unknown): { status: number; body: Record<string, unknown> } {
  if (error instanceof AppError) {
    return { status: error.status, body: { message: error.message, code: error.code, ...(error.details ? { details: error.details } : {}) } };
  }
  if (error instanceof ZodError) {
    const first = error.issues[0];
    const fields: Record<string, string> = {};
    for (const issue of error.issues) {
      const key = issue.path.join('.') || '(body)';
      fields[key] ??= issue.message;
    }
    return {
      status: 422,
      body: { message: first ? first.message : 'Invalid input', code: 'validation', details: { fields } },
    };
  }
  const status = typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : 500;
  if (status === 413) return { status, body: { message: 'Request body is too large', code: 'payload_too_large' } };
  if (status === 415) return { status, body: { message: 'Unsupported content type', code: 'unsupported_media_type' } };
  if (status >= 400 && status < 500) {
    const parseFailure = error instanceof Error && /JSON|Unexpected|body/i.test(error.message) && status === 400;
    const message = parseFailure ? 'Malformed JSON body' : error instanceof Error ? error.message : 'Bad request';
    return { status, body: { message, code: status === 400 ? 'bad_request' : 'error' } };
  }
  return { status: 500, body: { message: 'Something went wrong on our side. Please try again.', code: 'internal' } };
}

/** The one error middleware: every failure becomes `{ message, code }` with its status. */
function errorHandler(logger: Logger): Koa.Middleware<AppState> {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const { status, body } = toErrorResponse(error);
      if (status >= 500) {
        // The client hung up first (a page left mid-request): what failed was the work it abandoned,
        // e.g. a proxied call the gateway cancelled. Not a fault of the service.
        const abandoned = ctx.req.destroyed && !ctx.res.writableEnded;
        if (abandoned) logger.info({ requestId: ctx.state.requestId, path: ctx.path }, 'client went away before the answer');
        else logger.error({ err: error, requestId: ctx.state.requestId, path: ctx.path }, 'request failed');
      }
      ctx.status = status;
      ctx.body = { ...body, requestId: ctx.state.requestId };
    }
  };
}

function requestContext(logger: Logger): Koa.Middleware<AppState> {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    ctx.state.requestId = REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.set('X-Request-Id', ctx.state.requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      if (ctx.path.startsWith('/api/') || ctx.status >= 500) {
        logger.info({ requestId: ctx.state.requestId, method: ctx.method, path: ctx.path, status: ctx.status, ms }, 'request');
      }
    }
  };
}

const JSON_BODY_LIMIT = '256kb';

/** JSON bodies only, strict, bounded. Multipart routes parse their own bodies. */
export function jsonBody(options: { limit?: number | string } = {}): Koa.Middleware {
  const parse = koaBody({
    json: true,
    jsonStrict: true,
    jsonLimit: options.limit ?? JSON_BODY_LIMIT,
    urlencoded: false,
    text: false,
    multipart: false,
    parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'] as never,
  });
  return async (ctx, next) => {
    if (['POST', 'PUT', 'PATCH'].includes(ctx.method) && ctx.request.length && !ctx.is('json') && !ctx.is('multipart')) {
      throw new AppError('unsupported_media_type', 'Send JSON (Content-Type: application/json)');
    }
    return parse(ctx, next);
  };
}

/** A Koa app with request ids, structured logging and the one error handler. */
/**
 * Runs `answer` for `/api/*` paths and passes every other path on; an API path no route answered
 * gets the JSON 404 every API error has.
 */
export function underApi(answer: (ctx: Koa.Context) => Promise<unknown>): Koa.Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith('/api/')) return next();
    await answer(ctx);
    if (ctx.status === 404 && ctx.body === undefined) {
      ctx.status = 404;
      ctx.body = { message: 'Not found', code: 'not_found' };
    }
  };
}

/**
 * `trustProxy` (the configuration's, from `TRUST_PROXY`): the app is behind a proxy that sets
 * `X-Forwarded-*`, so the client's address and protocol are read from them.
 */
export function createHttpApp(logger: Logger, options: { trustProxy: boolean }): Koa<AppState> {
  const app = new Koa<AppState>();
  app.proxy = options.trustProxy;
  // Behind a trusted proxy, the client is the address that proxy appended (the last one): the
  // entries before it are whatever the client sent, and sign-in throttling counts per address.
  app.maxIpsCount = 1;
  app.silent = true;
  app.use(requestContext(logger));
  app.use(errorHandler(logger));
  return app;
}
