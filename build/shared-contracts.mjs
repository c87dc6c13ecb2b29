// The contracts modules the shell shares with the remotes (docs/decisions/154-one-contracts-per-page.md).
//
// The shell evaluates these modules at start, in the kit's steps (ui/src/in-steps.ts), and provides
// each as a Module Federation singleton of its own. A remote imports every contracts name by the
// module that declares it (the loader below rewrites `from '@tackle/contracts'`), so a page of a
// remote takes these from the shell instead of building the same zod schemas a second time.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const contractsSource = path.resolve(here, '../contracts/src');
const contractsVersion = JSON.parse(readFileSync(path.resolve(here, '../contracts/package.json'), 'utf8')).version;

/**
 * Must be the contracts modules of `KIT_STEPS` (ui/src/in-steps.ts), which evaluate them in the
 * shell (ui/src/in-steps.test.ts checks the two agree): a module the shell does not evaluate at
 * start is better left to each remote's own copy.
 */
export const SHARED_CONTRACTS = ['common', 'geo', 'solunar', 'catches', 'line', 'gear', 'units', 'settings', 'trips', 'fish-spots', 'patterns', 'weather'];

/** The `shared` entries of both the shell and the remotes: one singleton per module. */
export function sharedContracts() {
  return Object.fromEntries(
    SHARED_CONTRACTS.map((name) => [`@tackle/contracts/${name}`, { singleton: true, requiredVersion: false, version: contractsVersion }]),
  );
}

const DECLARATION = /^export\s+(?:declare\s+)?(?:const\s+enum|const|let|var|async\s+function\*?|function\*?|abstract\s+class|class|enum|type|interface)\s+([A-Za-z_$][\w$]*)/gm;
const EXPORT_LIST = /^export\s+(?:type\s+)?\{([^}]*)\}(\s*from\s*['"]([^'"]+)['"])?/gm;

/** Each name the contracts' index exports, and the module (file name without `.ts`) that exports it. */
export function contractsExportMap(source = contractsSource) {
  const declared = new Map();
  const reexported = new Map();
  for (const file of readdirSync(source)) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts') || file === 'index.ts') continue;
    const module = file.slice(0, -'.ts'.length);
    const text = readFileSync(path.join(source, file), 'utf8');
    for (const match of text.matchAll(DECLARATION)) declared.set(match[1], module);
    for (const match of text.matchAll(EXPORT_LIST)) {
      for (const specifier of specifiers(match[1])) (match[2] ? reexported : declared).set(specifier.exported, module);
    }
  }
  // A name re-exported elsewhere is imported from where it is declared.
  for (const [name, module] of reexported) if (!declared.has(name)) declared.set(name, module);
  return declared;
}

/** `a, type B, c as d` → [{ text: 'a', exported: 'a' }, ...]; `exported` is the name as the module exports it. */
function specifiers(list) {
  return list
    .split(',')
    .map((text) => text.replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '').trim())
    .filter(Boolean)
    .map((text) => {
      const [local] = text.replace(/^type\s+/, '').split(/\s+as\s+/);
      return { text, imported: local.trim(), exported: (text.split(/\s+as\s+/)[1] ?? local).trim() };
    });
}

const FROM_INDEX = /\b(import|export)(\s+type)?\s*\{([^}]*)\}\s*from\s*(['"])@tackle\/contracts\4;?/g;
const RELATIVE = /\bfrom\s*(['"])\.\/([\w-]+)\1/g;
const FROM_OWN_INDEX = /\b(import|export)(\s+type)?\s*\{([^}]*)\}\s*from\s*(['"])\.\/index\4;?/g;

/**
 * `import { a, b } from '@tackle/contracts'` → one import per declaring module
 * (`from '@tackle/contracts/<module>'`); inside a contracts module, its relative imports the same
 * way, so that a remote's own copy of one module also takes the shared ones from the shell.
 */
export function rewriteContractsImports(code, { inContracts, exportMap }) {
  const split = (keyword, typeOnly, list, file) => {
    const byModule = new Map();
    for (const specifier of specifiers(list)) {
      const module = exportMap.get(specifier.imported);
      if (!module) throw new Error(`${file}: '${specifier.imported}' is not exported by @tackle/contracts`);
      byModule.set(module, [...(byModule.get(module) ?? []), specifier.text]);
    }
    return [...byModule]
      .map(([module, names]) => `${keyword}${typeOnly ?? ''} { ${names.join(', ')} } from '@tackle/contracts/${module}';`)
      .join('\n');
  };
  let out = code.replace(FROM_INDEX, (_all, keyword, typeOnly, list) => split(keyword, typeOnly, list, 'source'));
  if (inContracts) {
    out = out.replace(FROM_OWN_INDEX, (_all, keyword, typeOnly, list) => split(keyword, typeOnly, list, 'contracts'));
    out = out.replace(RELATIVE, (_all, quote, module) => `from ${quote}@tackle/contracts/${module}${quote}`);
  }
  return out;
}
