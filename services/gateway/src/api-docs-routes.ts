import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type Koa from 'koa';

/*
 * GET /api/openapi.json, GET /api/asyncapi.json and GET /api/docs, without a token, in both modes.
 * The documents are the files `npm run api-docs` writes to docs/api/ (services/gateway/src/api-docs.ts
 * makes them from the contracts); the reference page is rendered here from the OpenAPI document,
 * with no script, so the site's strict Content-Security-Policy holds.
 */

const escape = (text: unknown) =>
  String(text ?? '').replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

interface Operation {
  summary?: string;
  description?: string;
  parameters?: Array<{ name: string; in: string; required?: boolean; description?: string; schema?: unknown }>;
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
  security?: unknown[];
}

/** Text with `code` spans, as the descriptions write them. */
const prose = (text: unknown) => escape(text).replace(/`([^`]+)`/g, '<code>$1</code>');

const schemaBlock = (schema: unknown) =>
  `<details><summary>Schema</summary><pre>${escape(JSON.stringify(schema, null, 2))}</pre></details>`;

/** The reference page: every operation with its parameters, body and answers. */
export function renderApiReference(document: Record<string, unknown>): string {
  const info = document.info as { title: string; version: string; description: string };
  const paths = document.paths as Record<string, Record<string, Operation>>;
  const groups = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(paths)) {
    const group = path.split('/')[2] ?? 'api';
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters?.length
        ? `<div class="scroll"><table><thead><tr><th>Parameter</th><th>In</th><th>Required</th><th>Description</th></tr></thead><tbody>${operation.parameters
            .map((p) => `<tr><td><code>${escape(p.name)}</code></td><td>${escape(p.in)}</td><td>${p.required ? 'yes' : 'no'}</td><td>${prose(p.description ?? '')}</td></tr>`)
            .join('')}</tbody></table></div>`
        : '';
      const body = operation.requestBody
        ? Object.entries(operation.requestBody.content)
            .map(([type, content]) => `<h4>Request body <code>${escape(type)}</code></h4>${schemaBlock(content.schema)}`)
            .join('')
        : '';
      const answers = Object.entries(operation.responses)
        .map(
          ([status, response]) =>
            `<li><strong>${escape(status)}</strong> ${prose(response.description)}${response.content ? schemaBlock(Object.values(response.content)[0]?.schema) : ''}</li>`,
        )
        .join('');
      const id = `${method}-${path}`.replace(/[^a-zA-Z0-9]+/g, '-');
      const entry = `<section id="${escape(id)}"><h3><span class="method ${escape(method)}">${escape(method.toUpperCase())}</span> <code>${escape(path)}</code></h3><p>${prose(operation.summary ?? '')}${operation.security?.length === 0 ? ' <em>(no token needed)</em>' : ''}</p>${parameters}${body}<h4>Answers</h4><ul>${answers}</ul></section>`;
      groups.set(group, [...(groups.get(group) ?? []), entry]);
    }
  }
  const sections = [...groups.entries()]
    .map(([group, entries]) => `<h2 id="${escape(group)}">${escape(group)}</h2>${entries.join('')}`)
    .join('');
  const toc = [...groups.keys()].map((group) => `<a href="#${escape(group)}">${escape(group)}</a>`).join(' · ');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(info.title)} reference</title><style>
body{font-family:system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;line-height:1.5;color:#1f2937}
h1{margin-bottom:0}h2{border-bottom:1px solid #d1d5db;margin-top:2rem}section{border:1px solid #e5e7eb;border-radius:.5rem;padding:.5rem 1rem;margin:.75rem 0}
code,pre{font-family:ui-monospace,monospace}pre{background:#f3f4f6;padding:.5rem;overflow-x:auto;font-size:.8rem}
table{border-collapse:collapse;width:100%;font-size:.9rem}.scroll{overflow-x:auto}td,th{border:1px solid #e5e7eb;padding:.25rem .5rem;text-align:left;vertical-align:top}
.method{display:inline-block;min-width:4.5rem;text-align:center;border-radius:.25rem;color:#fff;font-size:.8rem;padding:.1rem .4rem}
.get{background:#047857}.post{background:#1d4ed8}.put{background:#b45309}.delete{background:#b91c1c}
nav{margin:1rem 0}a{color:#1d4ed8}</style></head><body><h1>${escape(info.title)}</h1><p>Version ${escape(info.version)} · <a href="/api/openapi.json">openapi.json</a> · <a href="/api/asyncapi.json">asyncapi.json</a> (events)</p><p>${prose(info.description).replace(/\n\n/g, '</p><p>')}</p><nav>${toc}</nav>${sections}</body></html>`;
}

/** Serves the documents from `dir` (docs/api). Read once at start: they change only with a release. */
export function apiDocsRoutes(dir: string): Koa.Middleware {
  const openApiText = readFileSync(join(dir, 'openapi.json'), 'utf8');
  const asyncApiText = readFileSync(join(dir, 'asyncapi.json'), 'utf8');
  const reference = renderApiReference(JSON.parse(openApiText) as Record<string, unknown>);
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/api/openapi.json' || ctx.path === '/api/asyncapi.json') {
      ctx.type = 'application/json';
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = ctx.path === '/api/openapi.json' ? openApiText : asyncApiText;
      return;
    }
    if (ctx.path === '/api/docs') {
      ctx.type = 'text/html; charset=utf-8';
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = reference;
      return;
    }
    return next();
  };
}
