import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as contracts from '@tackle/contracts';
import { contractsExportMap, rewriteContractsImports, SHARED_CONTRACTS } from './shared-contracts.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const exportMap = contractsExportMap();

describe('the contracts export map (decision 154)', () => {
  it('names, for every value the index exports, a module that exports that same value', async () => {
    const names = Object.keys(contracts);
    expect(names.length).toBeGreaterThan(100);
    for (const name of names) {
      const module = exportMap.get(name);
      expect(module, name).toBeDefined();
      const own = await import(`@tackle/contracts/${module}`);
      expect(own[name], `${name} from ${module}`).toBe(contracts[name]);
    }
  });

  it('shares exactly the contracts modules the kit evaluates in steps in the shell', () => {
    const steps = readFileSync(path.resolve(here, '../ui/src/in-steps.ts'), 'utf8');
    const evaluated = [...steps.matchAll(/'@tackle\/contracts\/([\w-]+)'/g)].map((match) => match[1]);
    expect(evaluated).toEqual(SHARED_CONTRACTS);
  });
});

describe('rewriteContractsImports', () => {
  it('imports each name from the module that declares it, keeping types and aliases', () => {
    const code = [
      "import { gearSchema, type Gear, entityIdSchema as id } from '@tackle/contracts';",
      "import type { Catch } from '@tackle/contracts';",
      "export { GEAR_PAGE_SIZE } from '@tackle/contracts';",
      "import { something } from './local';",
    ].join('\n');
    expect(rewriteContractsImports(code, { inContracts: false, exportMap }).split('\n')).toEqual([
      "import { gearSchema, type Gear } from '@tackle/contracts/gear';",
      "import { entityIdSchema as id } from '@tackle/contracts/common';",
      "import type { Catch } from '@tackle/contracts/catches';",
      "export { GEAR_PAGE_SIZE } from '@tackle/contracts/gear';",
      "import { something } from './local';",
    ]);
  });

  it('reads an import list over several lines', () => {
    const code = "import {\n  gearSchema,\n  // the id\n  entityIdSchema,\n} from '@tackle/contracts';";
    expect(rewriteContractsImports(code, { inContracts: false, exportMap })).toBe(
      "import { gearSchema } from '@tackle/contracts/gear';\nimport { entityIdSchema } from '@tackle/contracts/common';",
    );
  });

  it("inside the contracts, takes relative imports through the package, so a shared module is the shell's", () => {
    const code = "import { roundToCents } from './common';\nimport { gearSchema } from './index';";
    expect(rewriteContractsImports(code, { inContracts: true, exportMap })).toBe(
      "import { roundToCents } from '@tackle/contracts/common';\nimport { gearSchema } from '@tackle/contracts/gear';",
    );
    // Outside the contracts a relative import is the file's own business.
    expect(rewriteContractsImports(code, { inContracts: false, exportMap })).toBe(code);
  });

  it('stops the build on a name the contracts do not export', () => {
    expect(() => rewriteContractsImports("import { noSuchSchema } from '@tackle/contracts';", { inContracts: false, exportMap })).toThrow(
      "'noSuchSchema' is not exported by @tackle/contracts",
    );
  });
});
