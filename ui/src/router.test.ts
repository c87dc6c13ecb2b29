import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as router from './router';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The bundles whose rspack config aliases react-router-dom to ui/src/router.ts. */
const BUNDLES = ['shell', 'mfe-gear', 'mfe-catches', 'mfe-conditions', 'mfe-public'];
/** Run by Node at build time (the landing page's and the signed-in frames' prerender), not bundled: the real package. */
const NOT_BUNDLED = [join('mfe-public', 'src', 'prerender'), join('shell', 'src', 'prerender')];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Value (not type-only) names imported from react-router-dom in one file. */
function importedNames(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+['"]react-router-dom['"]/g)) {
    if (match[1]) continue;
    for (const part of match[2]!.split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0]!.trim();
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

describe('shared router (ui/src/router.ts)', () => {
  it('exports every react-router-dom name the bundled apps import', () => {
    const missing: string[] = [];
    for (const bundle of BUNDLES) {
      for (const file of sources(join(root, bundle, 'src'))) {
        if (NOT_BUNDLED.some((dir) => file.includes(dir))) continue;
        const text = readFileSync(file, 'utf8');
        expect(text, `${file}: import { ... } from 'react-router-dom' only (no default or namespace import)`).not.toMatch(
          /import\s+(\*\s+as\s+\w+|\w+)\s+from\s+['"]react-router-dom['"]/,
        );
        for (const name of importedNames(text)) {
          if (!(name in router)) missing.push(`${name} (${file.slice(root.length + 1)})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
