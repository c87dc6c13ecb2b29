// The import boundaries of the repository (ARCHITECTURE.md, "Layers and boundaries"), as an ESLint
// rule: `tackle/boundaries`. Every import is resolved to a place in the tree and checked against
// the layer of the importing file:
//
//   front end (ui, shell, mfe-*)  ->  contracts            (never services, never test support)
//   contracts                     ->  nothing of ours
//   services/domain               ->  contracts            (pure logic, no I/O)
//   services/platform             ->  contracts            (ports, adapters, HTTP, event sourcing)
//   a feature slice               ->  contracts, domain, platform's ports (not its adapters), its own
//                                     folder, and another feature only through that feature's public.ts
//   a process (services/<name>)   ->  platform, contracts, feature slices through their index.ts
//   test support                  ->  contracts, platform
//   tests                         ->  also test support; nothing in production code imports it
//
// One process never reaches into another one's files.
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** `@tackle/<name>` -> its folder, from the workspaces of the root package.json. */
const packages = new Map();
for (const workspace of JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces) {
  const name = JSON.parse(readFileSync(join(root, workspace, 'package.json'), 'utf8')).name;
  packages.set(name, workspace);
}

/** Names exported by the platform's adapters and store openers: the composition roots' business. */
const adapterNames = new Set();
for (const file of ['services/platform/src/adapters/index.ts', 'services/platform/src/es/stores.ts', 'services/platform/src/hosts.ts']) {
  for (const exported of readFileSync(join(root, file), 'utf8').matchAll(/export\s+(?:async\s+)?(?:function|class|const)\s+(\w+)|export\s+\{([^}]*)\}/g)) {
    if (exported[1]) adapterNames.add(exported[1]);
    for (const part of (exported[2] ?? '').split(',')) {
      const name = part.replace(/\btype\b/, '').trim().split(/\s+as\s+/).pop();
      if (name) adapterNames.add(name);
    }
  }
}
for (const file of ['sqlite-event-store.ts', 'sqlite-read-store.ts']) {
  for (const exported of readFileSync(join(root, 'services/platform/src/adapters', file), 'utf8').matchAll(/export\s+(?:async\s+)?(?:function|class|const)\s+(\w+)/g)) {
    adapterNames.add(exported[1]);
  }
}

const PROCESSES = new Set(['inventory', 'catches', 'projections', 'queries', 'conditions', 'relay', 'gateway', 'identity']);

/** What part of the tree a repository-relative path is in. */
function placeOf(path) {
  // Build and test-runner configs (rspack.config.mjs, ...) are tooling wherever they sit.
  if (/(^|\/)[^/]+\.config\.(m?js|ts)$/.test(path)) return { layer: 'tool', unit: path };
  const parts = path.split('/');
  const [top, second, third] = parts;
  if (top === 'ui' || top === 'shell' || top?.startsWith('mfe-')) return { layer: 'front-end', unit: top };
  if (top === 'contracts') return { layer: 'contracts', unit: top };
  if (top === 'test-support') return { layer: 'test-support', unit: top };
  if (top === 'services') {
    if (second === 'domain') return { layer: 'domain', unit: 'domain' };
    if (second === 'platform') return { layer: 'platform', unit: 'platform', adapters: third === 'src' && parts[3] === 'adapters' };
    if (second === 'features') return { layer: 'feature', unit: third, file: parts.slice(3).join('/') };
    if (PROCESSES.has(second)) return { layer: 'process', unit: second };
  }
  return { layer: 'tool', unit: top };
}

const isTestFile = (path) => /\.test\.tsx?$/.test(path) || /\/test\//.test(path) || path.startsWith('test-support/');

/** The repository-relative path an import names, or null for an outside package or node built-in. */
function targetOf(source, fromFile) {
  if (source.startsWith('.')) return relative(root, resolve(dirname(fromFile), source)).split(sep).join('/');
  const match = /^(@tackle\/[^/]+)(?:\/(.*))?$/.exec(source);
  if (!match) return null;
  const folder = packages.get(match[1]);
  if (!folder) return null;
  if (folder === 'services/features') return match[2] ? `${folder}/${match[2]}/index.ts` : `${folder}/index.ts`;
  return match[2] ? `${folder}/${match[2]}` : `${folder}/src/index.ts`;
}

/** The workspace folder a repository-relative path belongs to, or null. */
function workspaceOf(path) {
  let found = null;
  for (const folder of packages.values()) if ((path === folder || path.startsWith(`${folder}/`)) && (!found || folder.length > found.length)) found = folder;
  return found;
}

function violation(from, to, fromPath, toPath, names, relativeImport) {
  if (relativeImport && workspaceOf(fromPath) !== null && workspaceOf(fromPath) !== workspaceOf(toPath) && workspaceOf(toPath) !== null) {
    return `a relative import into another package (${toPath}): import it by its package name`;
  }
  if (from.layer === 'tool') return null;
  const test = isTestFile(fromPath);
  if (to.layer === 'test-support') return test ? null : 'production code never imports test support';
  if (to.layer === 'tool') return test && from.layer !== 'front-end' ? null : `imports ${toPath}, which is tooling, not product code`;
  switch (from.layer) {
    case 'front-end':
      return to.layer === 'contracts' || to.layer === 'front-end' ? null : `the front end imports only contracts and ui, not ${toPath}`;
    case 'contracts':
      return to.layer === 'contracts' ? null : `contracts import nothing of ours (${toPath})`;
    case 'domain':
      return to.layer === 'domain' || to.layer === 'contracts' ? null : `services/domain is pure: contracts only, not ${toPath}`;
    case 'platform':
      return to.layer === 'platform' || to.layer === 'contracts' ? null : `the platform knows no feature or process (${toPath})`;
    case 'feature': {
      if (to.layer === 'contracts' || to.layer === 'domain') return null;
      if (to.layer === 'platform') {
        if (test) return null;
        if (to.adapters) return `features use the platform's ports, not its adapters (${toPath})`;
        const adapters = names.filter((name) => adapterNames.has(name));
        return adapters.length ? `features use the platform's ports, not its adapters or store openers (${adapters.join(', ')})` : null;
      }
      if (to.layer === 'feature') {
        if (to.unit === from.unit) return null;
        if (to.file === 'public.ts' || to.file === 'public') return null;
        return `feature '${from.unit}' reaches into feature '${to.unit}': import its public.ts instead (${toPath})`;
      }
      return `a feature imports no process or front end (${toPath})`;
    }
    case 'process': {
      if (to.layer === 'contracts' || to.layer === 'platform') return null;
      if (to.layer === 'process') return to.unit === from.unit || (from.unit === 'gateway' && to.unit === 'identity' && toPath.endsWith('src/index.ts')) ? null : `process '${from.unit}' reaches into process '${to.unit}' (${toPath})`;
      if (to.layer === 'feature') return to.file === 'index.ts' ? null : `processes host feature slices through their index.ts, not ${toPath}`;
      return `a process imports no front end (${toPath})`;
    }
    case 'test-support':
      return to.layer === 'contracts' || to.layer === 'platform' || to.layer === 'test-support' ? null : `test support imports contracts and the platform only, not ${toPath}`;
    default:
      return null;
  }
}

const rule = {
  meta: { type: 'problem', docs: { description: 'Keep imports inside the layers of ARCHITECTURE.md' }, schema: [] },
  create(context) {
    const fromPath = relative(root, context.filename).split(sep).join('/');
    const from = placeOf(fromPath);
    const check = (node, source, names) => {
      if (typeof source !== 'string') return;
      const toPath = targetOf(source, context.filename);
      if (!toPath) return;
      const message = violation(from, placeOf(toPath), fromPath, toPath, names, source.startsWith('.'));
      if (message) context.report({ node, message: `Boundary: ${message}.` });
    };
    const importedNames = (node) =>
      (node.specifiers ?? []).flatMap((specifier) => (specifier.type === 'ImportSpecifier' ? [specifier.imported.name ?? specifier.imported.value] : []));
    return {
      ImportDeclaration: (node) => check(node, node.source.value, importedNames(node)),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, (node.specifiers ?? []).map((s) => s.local.name ?? s.local.value)),
      ExportAllDeclaration: (node) => check(node, node.source.value, []),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value, []),
    };
  },
};

export default { rules: { boundaries: rule } };
