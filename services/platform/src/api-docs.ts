import { z } from 'zod';
import type Koa from 'koa';
import { commandResultSchema, errorResponseSchema } from '@tackle/contracts';
import { AppError } from './errors';

/*
 * The HTTP API described from the zod contracts: every feature slice lists the routes it mounts
 * (`FeatureSlice.routes`), and `openApiDocument` turns them into an OpenAPI 3.1 document
 * (served at GET /api/openapi.json, readable at /api/docs, kept in docs/api/openapi.json).
 */

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

export interface ResponseDoc {
  description: string;
  /** The body's schema; none for an answer without a body. */
  schema?: z.ZodType;
  /** A binary answer's media type (a download such as application/zip) instead of JSON. */
  contentType?: string;
}

/** One route as its slice mounts it (Koa path syntax: `/api/gear/:id`). */
export interface RouteDoc {
  method: HttpMethod;
  path: string;
  summary: string;
  /** A longer description (markdown). */
  description?: string;
  /** The JSON request body. */
  body?: z.ZodType;
  /**
   * The read model the client may send back whole (GET's answer, edited): its fields are accepted
   * and ignored when the body does not take them (id, createdAt, currentQuantity, ...).
   */
  echoes?: z.ZodObject;
  /** A multipart/form-data upload: the form field that carries the file. */
  upload?: { field: string; description: string; /** Default image/*. */ mediaType?: string };
  /** Query parameters (an object schema; every property is one parameter). */
  query?: z.ZodObject;
  /** Successful answers by status. Error answers are added from `errors`. */
  responses: Record<number, ResponseDoc>;
  /** The error statuses this route answers besides 401 (every /api route may answer 401). */
  errors?: readonly number[];
  /** Answers without a signed-in user (no bearer token needed). */
  public?: boolean;
}

/** A command's answer: the id it acted on, the position of its last event, the new revision. */
export const commandAnswer = (description: string): ResponseDoc => ({ description, schema: commandResultSchema });

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Malformed request: a field, a parameter or the body is not what the route takes. `message` says what.',
  401: 'No valid bearer token.',
  404: 'No such item for this user (items of other users are never found).',
  409: 'The item changed since the client read it (`expectedRevision`), or the name is taken.',
  413: 'The body or the upload is too large.',
  415: 'The upload is not an image the product reads.',
  422: 'The request is well formed but breaks a rule (`details` may name the fields), or its `Idempotency-Key` was already used for a different request.',
  429: 'Too many requests; try again later.',
  502: 'An outside service answered with an error.',
  503: 'The product or an outside service is not available right now.',
  504: 'An outside service did not answer in time.',
};

const IDEMPOTENCY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  schema: { type: 'string', minLength: 8, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
  description:
    'A key the client makes for this change (a UUID is best). Sent again with the same request, the first answer comes back (same status and id, header `Idempotent-Replayed: true`) and nothing is written twice, also after a restart; sent with a different request, 422. Keys are per user.',
};

/** Koa's `/api/gear/:id` as OpenAPI's `/api/gear/{id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}

/** The path parameters of a Koa path, in order. */
function pathParameters(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
}

/** JSON Schema (2020-12, the dialect of OpenAPI 3.1) of a zod schema, as input or as output. */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Record<string, unknown>;
  delete json.$schema;
  return json;
}

export interface ApiInfo {
  title: string;
  version: string;
  description: string;
  /** The server's base URL as clients see it. */
  serverUrl?: string;
}

/** The OpenAPI 3.1 document of `routes`. */
const IF_NONE_MATCH_PARAMETER = {
  name: 'If-None-Match',
  in: 'header',
  required: false,
  schema: { type: 'string' },
  description: 'The ETag of an answer read before: 304 without a body while the answer is unchanged.',
};
const NOT_MODIFIED_DESCRIPTION =
  'Not Modified: the answer is the one the If-None-Match ETag names (weak ETags, one per angler and answer; docs/decisions/130-lean-lists-compression-and-etags.md).';

export function openApiDocument(routes: readonly RouteDoc[], info: ApiInfo): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const seen = new Set<string>();
  for (const route of routes) {
    const key = `${route.method} ${route.path}`;
    if (seen.has(key)) throw new Error(`route documented twice: ${key}`);
    seen.add(key);
    // Every signed-in write takes an idempotency key (docs/decisions/114-idempotent-commands.md).
    const command = route.method !== 'get' && !route.public;
    // A signed-in GET with a JSON answer carries a weak ETag and answers 304 to If-None-Match (decision 130).
    const tagged = route.method === 'get' && !route.public && route.responses[200]?.schema !== undefined;
    const parameters = [
      ...(command ? [IDEMPOTENCY_PARAMETER] : []),
      ...(tagged ? [IF_NONE_MATCH_PARAMETER] : []),
      ...pathParameters(route.path).map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
      ...Object.entries(route.query?.shape ?? {}).map(([name, schema]) => {
        const json = jsonSchemaOf(schema as z.ZodType, 'input');
        const description = typeof json.description === 'string' ? json.description : undefined;
        return {
          name,
          in: 'query',
          required: !(schema as z.ZodType).safeParse(undefined).success,
          schema: json,
          ...(description ? { description } : {}),
        };
      }),
    ];
    const responses: Record<string, unknown> = {};
    for (const [status, response] of Object.entries(route.responses)) {
      responses[status] = {
        description: response.description,
        ...(response.schema ? { content: { 'application/json': { schema: jsonSchemaOf(response.schema, 'output') } } } : {}),
        ...(response.contentType ? { content: { [response.contentType]: { schema: { type: 'string', contentMediaType: response.contentType } } } } : {}),
      };
    }
    if (tagged) responses['304'] = { description: NOT_MODIFIED_DESCRIPTION };
    // Every route that takes a body may answer 413 (too large) and 415 (not JSON); every route under /api may answer 401.
    const statuses = new Set([
      ...(route.public ? [] : [401]),
      ...(route.body || route.upload ? [413, 415] : []),
      ...(command ? [400, 422] : []),
      ...(route.errors ?? []),
    ]);
    for (const status of [...statuses].sort()) {
      responses[String(status)] = {
        description: ERROR_DESCRIPTIONS[status] ?? 'Error.',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      };
    }
    const operation: Record<string, unknown> = {
      operationId: `${route.method}${openApiPath(route.path).replace(/[^a-zA-Z0-9]+(\w)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(route.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchemaOf(route.body, 'input') } } } }
        : {}),
      ...(route.upload
        ? {
            requestBody: {
              required: true,
              content: {
                'multipart/form-data': {
                  schema: {
                    type: 'object',
                    required: [route.upload.field],
                    properties: { [route.upload.field]: { type: 'string', contentMediaType: route.upload.mediaType ?? 'image/*', description: route.upload.description } },
                  },
                },
              },
            },
          }
        : {}),
      responses,
      ...(route.public ? { security: [] } : {}),
    };
    const path = openApiPath(route.path);
    paths[path] = { ...(paths[path] ?? {}), [route.method]: operation };
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: { title: info.title, version: info.version, description: info.description },
    ...(info.serverUrl ? { servers: [{ url: info.serverUrl }] } : {}),
    security: [{ bearer: [] }],
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'An access token from the OIDC provider (the embedded one at /idp, or the configured outside one).',
        },
      },
      schemas: { Error: jsonSchemaOf(errorResponseSchema, 'output') },
    },
  };
}

/**
 * Finds the documented route that answers `method path` (a concrete path such as /api/gear/0f…),
 * or null. The routes' paths are split once, here, not per request.
 */
export function routeDocFinder(routes: readonly RouteDoc[]): (method: string, path: string) => RouteDoc | null {
  // By method, then by number of segments: the candidates for one request, in the routes' order.
  const byShape = new Map<string, Array<{ route: RouteDoc; pattern: string[]; parameters: number }>>();
  for (const route of routes) {
    const pattern = route.path.split('/');
    const key = `${route.method} ${pattern.length}`;
    let candidates = byShape.get(key);
    if (!candidates) byShape.set(key, (candidates = []));
    candidates.push({ route, pattern, parameters: pattern.filter((part) => part.startsWith(':')).length });
  }
  return (method, path) => {
    const concrete = path.split('?')[0]!.split('/');
    const candidates = byShape.get(`${method.toLowerCase()} ${concrete.length}`);
    if (!candidates) return null;
    let best: RouteDoc | null = null;
    let bestParameters = Number.POSITIVE_INFINITY;
    for (const { route, pattern, parameters } of candidates) {
      if (!pattern.every((part, index) => part.startsWith(':') || part === concrete[index])) continue;
      // A literal segment wins over a parameter (/api/gear/recommendations before /api/gear/:id).
      if (parameters < bestParameters) {
        best = route;
        bestParameters = parameters;
      }
    }
    return best;
  };
}

/** `?limit=&cursor=` of the pageable lists (docs/decisions/006-list-paging.md). */
export const listPagingQuery = z.object({
  limit: z
    .string()
    .regex(/^\d+$/)
    .optional()
    .describe('Page size, 1–500. Without limit and cursor the whole list is answered. Pages carry X-Total-Count, and X-Next-Cursor plus a Link rel="next" header while more follow.'),
  cursor: z.string().max(8000).optional().describe('The X-Next-Cursor of the previous page.'),
});

/** `?expectedRevision=` of DELETE routes: the revision the client last saw (409 if the item moved on). */
export const expectedRevisionQuery = z.object({
  expectedRevision: z.string().regex(/^\d+$/).optional().describe('The revision the client last saw; a newer item answers 409.'),
});

/** The top-level property names a JSON Schema object (or an allOf of objects) names. */
function propertyNames(schema: Record<string, unknown>): string[] {
  const own = Object.keys((schema.properties as Record<string, unknown> | undefined) ?? {});
  const parts = [...((schema.allOf as Array<Record<string, unknown>> | undefined) ?? []), ...((schema.anyOf as Array<Record<string, unknown>> | undefined) ?? [])];
  return [...own, ...parts.flatMap(propertyNames)];
}

/**
 * The fields a route's JSON body may carry: what its body schema names, what its read model answers
 * (sent back, ignored) and `expectedRevision`. Null when the body schema names no fields (then the
 * route is not checked).
 */
export function acceptedBodyFields(route: RouteDoc): Set<string> | null {
  if (!route.body) return null;
  const named = propertyNames(jsonSchemaOf(route.body, 'input'));
  if (named.length === 0) return null;
  return new Set([...named, ...(route.echoes ? Object.keys(route.echoes.shape) : []), 'expectedRevision']);
}

/**
 * Refuses a JSON body that carries a field its route does not take, with a 400 naming it: a
 * client's data never vanishes behind a 2xx. Read-only fields of the route's read model
 * (`echoes`) may be sent back and are ignored.
 */
export function refuseUnknownFields(routes: readonly RouteDoc[]): Koa.Middleware {
  const accepted = new Map(routes.map((route) => [route, acceptedBodyFields(route)] as const));
  const findRoute = routeDocFinder(routes);
  return async (ctx, next) => {
    const body = (ctx.request as { body?: unknown }).body;
    if (ctx.method === 'GET' || typeof body !== 'object' || body === null || Array.isArray(body)) return next();
    const route = findRoute(ctx.method, ctx.path);
    const fields = route ? accepted.get(route) : null;
    if (!fields) return next();
    const unknown = Object.keys(body).filter((key) => !fields.has(key));
    if (unknown.length > 0) {
      const list = unknown.slice(0, 10).join(', ');
      throw new AppError('bad_request', unknown.length === 1 ? `Unknown field: ${list}` : `Unknown fields: ${list}`, { fields: unknown });
    }
    return next();
  };
}
