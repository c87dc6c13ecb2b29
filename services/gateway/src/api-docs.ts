import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { accountChangeResponseSchema, changePasswordInputSchema, currentUserResponseSchema, deleteAccountInputSchema, EVENT_TYPES, eventMetadataSchema } from '@tackle/contracts';
import { jsonSchemaOf, openApiDocument, type RouteDoc } from '@tackle/platform';
import { slices } from './routers';

/*
 * The API's two documents, made from the contracts: OpenAPI 3.1 for HTTP (every route of every
 * slice) and AsyncAPI 3 for the event stream on NATS. `npm run api-docs` writes them to docs/api/;
 * the gateway serves those files at /api/openapi.json and /api/asyncapi.json, and a reference page
 * at /api/docs. services/gateway/test/api-docs.test.ts fails when a route or an event type is
 * missing, or when the files in docs/api/ are not what the contracts make.
 */

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const API_DOCS_DIR = join(repoRoot, 'docs/api');
const version = (JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version?: string }).version ?? '0.1.0';

/** Routes outside the feature slices: the signed-in user and their account (identity, or the token's claims). */
const platformRoutes: readonly RouteDoc[] = [
  { method: 'get', path: '/api/user', summary: 'The signed-in user', responses: { 200: { description: 'Id and username from the access token.', schema: currentUserResponseSchema } } },
  {
    method: 'post',
    path: '/api/account/password',
    summary: 'Change the password',
    description:
      'The current password is required; the new one follows the registration rules. Every other sign-in of the angler ends (sessions, grants, refresh tokens); the one that sent the request stays. A wrong current password is 422 with `details.field` `currentPassword` (not 401). With an outside OIDC provider the account is managed there: 404 (decision 122).',
    body: changePasswordInputSchema,
    responses: { 200: { description: 'Changed; how many other sessions were signed out.', schema: accountChangeResponseSchema } },
    errors: [400, 404, 413, 415, 422, 429],
  },
  {
    method: 'post',
    path: '/api/account/delete',
    summary: 'Delete the account and everything in it',
    description:
      'The password again and the username typed as `confirmation`. Every event, read model, photo, session and token of the angler is erased; signing in fails, old access tokens answer 401 and the username can be registered again. A `UserDeleted` event tells consumers of the bus to forget the user. With an outside OIDC provider the account is managed there: 404 (decision 122).',
    body: deleteAccountInputSchema,
    responses: { 200: { description: 'Deleted; every session of the angler was signed out.', schema: accountChangeResponseSchema } },
    errors: [400, 404, 413, 415, 422, 429, 503],
  },
];

/** Every documented route: the slices' in their order, then the platform's. */
export function documentedRoutes(): RouteDoc[] {
  return [...slices.flatMap((slice) => slice.routes ?? []), ...platformRoutes];
}

export function openApi(): Record<string, unknown> {
  return openApiDocument(documentedRoutes(), {
    title: 'Tackle API',
    version,
    description: [
      'The HTTP API of Tackle, the anglers\' gear inventory and catch log.',
      '',
      'Every route under /api needs a bearer access token from the OIDC provider. Commands (POST, PUT, DELETE) answer the position of their last event in the `X-Tackle-Position` header; send it back on the next GET (same header) and the answer waits until the read models include the write (read-your-writes, at most 2 s; `X-Tackle-Stale: 1` when the wait ran out). Edits send the `expectedRevision` they last read; a newer item answers 409.',
      '',
      'Errors answer `{ message, code, details? }` with their status.',
    ].join('\n'),
  });
}

/** The envelope every event is published in (the stored RecordedEvent, as JSON). */
function envelope(type: string, data: z.ZodType) {
  return z.object({
    id: z.uuid().describe('The event id; also the Nats-Msg-Id header, so a republished event is dropped as a duplicate.'),
    type: z.literal(type),
    streamId: z.string().describe('The aggregate stream, `<category>-<id>`.'),
    revision: z.number().int().min(0).describe('0-based revision inside the stream.'),
    position: z.number().int().min(1).describe('Global, strictly increasing position.'),
    createdAt: z.iso.datetime({ offset: true }),
    data,
    metadata: eventMetadataSchema,
  });
}

export function asyncApi(): Record<string, unknown> {
  const channels: Record<string, unknown> = {};
  const operations: Record<string, unknown> = {};
  const messages: Record<string, unknown> = {};
  for (const entry of EVENT_TYPES) {
    const name = entry.type;
    if (messages[name]) throw new Error(`event type listed twice: ${name}`);
    channels[name] = {
      address: `tackle.events.${entry.category}.${name}`,
      title: name,
      description: entry.description,
      messages: { [name]: { $ref: `#/components/messages/${name}` } },
    };
    operations[`receive${name}`] = {
      action: 'receive',
      title: `Receive ${name}`,
      channel: { $ref: `#/channels/${name}` },
      messages: [{ $ref: `#/channels/${name}/messages/${name}` }],
    };
    messages[name] = {
      name,
      title: name,
      summary: entry.description,
      contentType: 'application/json',
      headers: { $ref: '#/components/schemas/EventHeaders' },
      payload: jsonSchemaOf(envelope(name, entry.data), 'output'),
      'x-schema-version': entry.version,
    };
  }
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Tackle events',
      version,
      description:
        'Every event Tackle appends, published once by the relay to the NATS JetStream stream (TACKLE by default) on `tackle.events.<category>.<EventType>`. Consumers subscribe to a subject or a wildcard (`tackle.events.gear.>`) with a durable consumer and acknowledge each message; delivery is at least once, so deduplicate by `id`. `metadata.schemaVersion` is the version of `data`.',
    },
    defaultContentType: 'application/json',
    servers: {
      nats: { host: 'localhost:4222', protocol: 'nats', description: 'The NATS server of the deployment (NATS_URL), with JetStream.' },
    },
    channels,
    operations,
    components: {
      messages,
      schemas: {
        EventHeaders: {
          type: 'object',
          properties: {
            'Nats-Msg-Id': { type: 'string', description: 'The event id (JetStream deduplication).' },
            'Tackle-Event-Type': { type: 'string', description: 'The event type, as in the subject.' },
            'Tackle-Stream-Id': { type: 'string', description: 'The aggregate stream.' },
            'Tackle-Position': { type: 'string', description: 'The global position, as decimal text.' },
          },
          required: ['Nats-Msg-Id', 'Tackle-Event-Type', 'Tackle-Stream-Id', 'Tackle-Position'],
        },
      },
    },
  };
}
