import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { KIT_STEPS } from '@tackle/ui/in-steps';

// Decision 142: the bootstrap evaluates the kit in steps. That only works while nothing the
// bootstrap imports statically imports the kit: the kit would then be evaluated, whole, before the
// first step.

const here = path.dirname(fileURLToPath(import.meta.url));
const uiSource = path.resolve(here, '../../ui/src');

/** The modules a file imports at run time (not `import type`, not only types), as written. */
function runtimeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const imports: string[] = [];
  for (const match of source.matchAll(/^\s*(?:import|export)\s+([^;]*?)\s+from\s+'([^']+)'/gms)) {
    const clause = match[1]!.trim();
    const names = clause.startsWith('{') ? clause.slice(1, -1).split(',').map((name) => name.trim()).filter(Boolean) : [clause];
    if (clause.startsWith('type ') || names.every((name) => name.startsWith('type '))) continue;
    imports.push(match[2]!);
  }
  for (const match of source.matchAll(/^\s*import\s+'([^']+)'/gm)) imports.push(match[1]!);
  return imports;
}

function resolveLocal(from: string, specifier: string): string | null {
  if (specifier === '@tackle/ui/in-steps') return path.join(uiSource, 'in-steps.ts');
  if (specifier === '@tackle/ui/early-reads') return path.join(uiSource, 'runtime', 'early-reads.ts');
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && !candidate.endsWith('.json') && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

/** Every package the files reachable from `entry` through static imports import, by file. */
function staticGraph(entry: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (graph.has(file)) continue;
    const imports = runtimeImports(file);
    graph.set(file, imports);
    for (const specifier of imports) {
      const local = resolveLocal(file, specifier);
      if (local) queue.push(local);
    }
  }
  return graph;
}

describe('the bootstrap', () => {
  it('imports nothing that imports the kit before the kit is evaluated in steps', () => {
    const graph = staticGraph(path.join(here, 'bootstrap.tsx'));
    const importers = [...graph].filter(([, imports]) => imports.includes('@tackle/ui')).map(([file]) => path.relative(here, file));
    expect(importers).toEqual([]);
    // The walk did reach the modules it must check.
    expect([...graph.keys()].map((file) => path.basename(file))).toEqual(expect.arrayContaining(['remote-pages.ts', 'oidc.ts', 'in-steps.ts']));
  });

  it('sees an import of the kit where there is one', () => {
    const graph = staticGraph(path.join(here, 'remotes.tsx'));
    expect(graph.get(path.join(here, 'remotes.tsx'))).toContain('@tackle/ui');
  });
});

describe('the kit in steps', () => {
  it('ends with the kit itself, every step an import that succeeds', async () => {
    const modules = [];
    for (const step of KIT_STEPS) modules.push(await step());
    const kit = (await KIT_STEPS.at(-1)!()) as Record<string, unknown>;
    expect(kit).toHaveProperty('Button');
    expect(kit).toHaveProperty('pageInSteps');
    expect(modules.filter((module) => module === undefined)).toEqual([]);
  });
});
