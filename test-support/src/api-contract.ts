import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

/*
 * Checks real answers of the product against the OpenAPI document the repository publishes
 * (docs/api/openapi.json): the API harness passes every answer it receives through
 * `checkAnswer`, so an API test fails when a route answers something its documentation does
 * not describe (an undocumented route, an undocumented status, or a body off its schema).
 */

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

interface Operation {
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}

interface Compiled {
  pattern: string[];
  parameters: number;
  validators: Map<string, ValidateFunction | null>;
}

let operations: Map<string, Compiled[]> | null = null;

function load(): Map<string, Compiled[]> {
  if (operations) return operations;
  const document = JSON.parse(readFileSync(join(repoRoot, 'docs/api/openapi.json'), 'utf8')) as {
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: Record<string, unknown> };
  };
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  (addFormatsModule as unknown as (ajv: Ajv2020) => void)(ajv);
  ajv.addSchema({ $id: 'tackle-components', components: document.components });
  const byMethod = new Map<string, Compiled[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const validators = new Map<string, ValidateFunction | null>();
      for (const [status, response] of Object.entries(operation.responses)) {
        const schema = response.content?.['application/json']?.schema;
        validators.set(status, schema ? ajv.compile(rewriteRefs(schema) as object) : null);
      }
      const pattern = path.split('/');
      const entry = { pattern, parameters: pattern.filter((part) => part.startsWith('{')).length, validators };
      byMethod.set(method.toUpperCase(), [...(byMethod.get(method.toUpperCase()) ?? []), entry]);
    }
  }
  operations = byMethod;
  return byMethod;
}

/** `#/components/...` inside an operation's schema points into the components registered above. */
function rewriteRefs(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(rewriteRefs);
  if (schema && typeof schema === 'object') {
    return Object.fromEntries(
      Object.entries(schema).map(([key, value]) => [
        key,
        key === '$ref' && typeof value === 'string' && value.startsWith('#/components/') ? `tackle-components${value}` : rewriteRefs(value),
      ]),
    );
  }
  return schema;
}

function operationFor(method: string, path: string): Compiled | null {
  const concrete = path.split('?')[0]!.split('/');
  let best: Compiled | null = null;
  for (const entry of load().get(method.toUpperCase()) ?? []) {
    if (entry.pattern.length !== concrete.length) continue;
    if (!entry.pattern.every((part, index) => part.startsWith('{') || part === concrete[index])) continue;
    if (!best || entry.parameters < best.parameters) best = entry;
  }
  return best;
}

/**
 * Throws when the answer to `method path` is not what docs/api/openapi.json documents. Paths
 * outside /api, the documents themselves and answers the gateway gives every route alike (404 of an
 * unknown path, 401/403 before routing, 5xx) are not checked.
 */
export function checkAnswer(method: string, path: string, status: number, body: unknown): void {
  if (!path.startsWith('/api/') || ['/api/openapi.json', '/api/asyncapi.json', '/api/docs'].includes(path.split('?')[0]!)) return;
  if (status >= 500 || status === 401) return;
  if (method === 'HEAD' || method === 'OPTIONS') return;
  const operation = operationFor(method, path);
  if (!operation) {
    if (status === 404 || status === 405) return;
    throw new Error(`API contract: ${method} ${path} answered ${status} but is not in docs/api/openapi.json`);
  }
  if (!operation.validators.has(String(status))) {
    throw new Error(`API contract: ${method} ${path} answered ${status}, which its documentation does not list (${[...operation.validators.keys()].join(', ')})`);
  }
  const validate = operation.validators.get(String(status));
  if (validate && !validate(body)) {
    const problems = (validate.errors ?? []).slice(0, 5).map((error) => `${error.instancePath || '(body)'} ${error.message ?? ''}`);
    throw new Error(`API contract: ${method} ${path} ${status} does not match its documented schema: ${problems.join('; ')}`);
  }
}
