import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as real from 'zod';
import { describe, expect, it } from 'vitest';
import { z as facade } from './zod';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The folders bundled by the rspack configs that alias `zod` to ui/src/zod.ts. */
const BUNDLED = ['contracts', 'ui', 'shell', 'mfe-gear', 'mfe-catches', 'mfe-conditions', 'mfe-public'];
/** Run by Node at build time (the landing page's and the signed-in frames' prerender): the real package. */
const NOT_BUNDLED = [join('mfe-public', 'src', 'prerender'), join('shell', 'src', 'prerender')];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const bundledFiles = () =>
  BUNDLED.flatMap((folder) => sources(join(root, folder, 'src'))).filter((file) => !NOT_BUNDLED.some((dir) => file.includes(dir)));

describe('shared zod (ui/src/zod.ts)', () => {
  it('holds every part of zod a bundled file uses, the same values as zod itself', () => {
    const missing: string[] = [];
    for (const file of bundledFiles()) {
      const text = readFileSync(file, 'utf8');
      // Not a generic's name (z.input<typeof schema>, z.ZodType<T>): a type, nothing to bundle.
      for (const [, name] of text.matchAll(/\bz\.([A-Za-z_$][\w$]*)(?![\w$]|\s*<)/g)) {
        // A name zod has no value for is a type too (z.infer, z.ZodRawShape).
        if ((real.z as Record<string, unknown>)[name!] === undefined) continue;
        if (!(name! in facade)) missing.push(`z.${name} (${file.slice(root.length + 1)})`);
      }
    }
    expect([...new Set(missing)]).toEqual([]);
    for (const [name, value] of Object.entries(facade)) {
      expect(value, `z.${name}`).toBe((real.z as Record<string, unknown>)[name]);
    }
  });

  it('is imported only as `z` in bundled files (the alias has nothing else)', () => {
    const other: string[] = [];
    for (const file of bundledFiles()) {
      for (const match of readFileSync(file, 'utf8').matchAll(/import\s+(type\s+)?([^;]*?)\s+from\s+['"]zod(\/[^'"]*)?['"]/g)) {
        const [, typeOnly, names, subpath] = match;
        if (file.endsWith(join('ui', 'src', 'zod.ts'))) continue;
        if (typeOnly) continue;
        if (subpath || names!.replace(/\s+/g, '') !== '{z}') other.push(`${file.slice(root.length + 1)}: ${match[0]}`);
      }
    }
    expect(other).toEqual([]);
  });
});
