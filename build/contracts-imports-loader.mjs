// The remotes' loader for their sources and their copy of the contracts: names imported from
// `@tackle/contracts` are imported from the module that declares them (build/shared-contracts.mjs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contractsExportMap, rewriteContractsImports } from './shared-contracts.mjs';

const contractsSource = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../contracts/src');
let exportMap;

export default function contractsImportsLoader(code) {
  exportMap ??= contractsExportMap();
  const inContracts = path.dirname(this.resourcePath) === contractsSource;
  try {
    return rewriteContractsImports(code, { inContracts, exportMap });
  } catch (error) {
    throw new Error(`${this.resourcePath}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
