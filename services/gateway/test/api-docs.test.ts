import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as contracts from '@tackle/contracts';
import { USER_REGISTERED, USERNAME_RESERVED } from '@tackle/identity';
import { API_DOCS_DIR, asyncApi, documentedRoutes, openApi } from '../src/api-docs';
import { renderApiReference } from '../src/api-docs-routes';
import { startApiHarness } from '@tackle/test-support';
import { apiRoutes } from './security-harness';

/*
 * The API's documents (issue 16): every route the product mounts is in the OpenAPI document, every
 * event type in the AsyncAPI document, and the files in docs/api/ are what the contracts make now.
 * That real answers match their documented schemas is checked by the API harness on every call of
 * every API test (test-support/src/api-contract.ts).
 */

const read = (name: string) => JSON.parse(readFileSync(join(API_DOCS_DIR, name), 'utf8')) as Record<string, any>;

describe('OpenAPI document', () => {
  it('documents every route of the router list, and nothing that is not mounted', () => {
    const mounted = new Set(apiRoutes().map((route) => `${route.method.toLowerCase()} ${route.path}`));
    const documented = new Set(documentedRoutes().map((route) => `${route.method} ${route.path}`));
    // GET /api/user is answered by the identity provider (or from the token's claims), not a slice.
    mounted.add('get /api/user');
    expect([...mounted].filter((route) => !documented.has(route)).sort()).toEqual([]);
    expect([...documented].filter((route) => !mounted.has(route)).sort()).toEqual([]);
  });

  it('gives each operation its answers, the error shape and the bearer scheme', () => {
    const document = openApi();
    expect(document.openapi).toBe('3.1.0');
    const paths = document.paths as Record<string, Record<string, any>>;
    const gearPut = paths['/api/gear/{id}']!.put;
    expect(gearPut.parameters).toEqual([
      expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: false }),
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    ]);
    expect(gearPut.requestBody.content['application/json'].schema.properties).toHaveProperty('name');
    expect(Object.keys(gearPut.responses).sort()).toEqual(['200', '400', '401', '404', '409', '413', '415', '422']);
    expect(gearPut.responses['409'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
    const list = paths['/api/catches']!.get;
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(['If-None-Match', 'limit', 'cursor', 'include']);
    expect(Object.keys(list.responses)).toContain('304');
    expect((document.components as any).securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('is the file in docs/api (run `npm run api-docs` after changing a route)', () => {
    expect(read('openapi.json')).toEqual(JSON.parse(JSON.stringify(openApi())));
  });

  it('renders a reference page without scripts', () => {
    const html = renderApiReference(openApi());
    expect(html).toContain('<code>/api/gear/{id}</code>');
    expect(html).toContain('Edit gear');
    expect(html).not.toMatch(/<script/i);
  });
});

describe('AsyncAPI document', () => {
  it('has a channel and a message for every event type the product writes', () => {
    const document = asyncApi();
    expect(document.asyncapi).toBe('3.0.0');
    // Every `…EventSchemas` map in the contracts, plus the identity service's own events.
    const written = new Set([
      ...Object.entries(contracts)
        .filter(([name]) => name.endsWith('EventSchemas'))
        .flatMap(([, schemas]) => Object.keys(schemas as Record<string, unknown>)),
      USER_REGISTERED,
      USERNAME_RESERVED,
    ]);
    const channels = document.channels as Record<string, { address: string }>;
    expect([...written].filter((type) => !channels[type]).sort()).toEqual([]);
    expect(channels.GearAdded!.address).toBe('tackle.events.gear.GearAdded');
    expect(channels.BrandAdded!.address).toBe('tackle.events.brand.BrandAdded');
    const message = (document.components as any).messages.UserRegistered;
    expect(message['x-schema-version']).toBe(1);
    expect(Object.keys(message.payload.properties.data.properties).sort()).toEqual(['registeredAt', 'userId', 'username']);
  });

  it('is the file in docs/api (run `npm run api-docs` after changing an event)', () => {
    expect(read('asyncapi.json')).toEqual(JSON.parse(JSON.stringify(asyncApi())));
  });
});

describe('served by the product', () => {
  it('answers the documents and the reference page without a token, under the site policy', async () => {
    const h = await startApiHarness();
    try {
      const openapi = await fetch(`${h.base}/api/openapi.json`);
      expect(openapi.status).toBe(200);
      expect(openapi.headers.get('content-type')).toMatch(/application\/json/);
      expect(await openapi.json()).toEqual(read('openapi.json'));
      const asyncapi = await fetch(`${h.base}/api/asyncapi.json`);
      expect((await asyncapi.json()).asyncapi).toBe('3.0.0');
      const page = await fetch(`${h.base}/api/docs`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(await page.text()).toContain('Tackle API');
      // The rest of /api still needs a token.
      expect((await fetch(`${h.base}/api/gear`)).status).toBe(401);
    } finally {
      await h.close();
    }
  });
});
