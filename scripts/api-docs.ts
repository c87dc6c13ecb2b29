/*
 * Writes the API's documents from the contracts: docs/api/openapi.json (HTTP, OpenAPI 3.1) and
 * docs/api/asyncapi.json (events on NATS, AsyncAPI 3). Run after changing a route or an event:
 *
 *   npm run api-docs
 *
 * services/gateway/test/api-docs.test.ts fails while the files differ from what this writes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_DOCS_DIR, asyncApi, openApi } from '../services/gateway/src/api-docs';

mkdirSync(API_DOCS_DIR, { recursive: true });
writeFileSync(join(API_DOCS_DIR, 'openapi.json'), `${JSON.stringify(openApi(), null, 2)}\n`);
writeFileSync(join(API_DOCS_DIR, 'asyncapi.json'), `${JSON.stringify(asyncApi(), null, 2)}\n`);
console.log(`api-docs: wrote ${join(API_DOCS_DIR, 'openapi.json')} and asyncapi.json`);
