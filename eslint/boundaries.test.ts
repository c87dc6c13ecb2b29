import { join } from 'node:path';
import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import plugin from './boundaries.js';

// The boundary rule fails on each kind of violation ARCHITECTURE.md names, and passes the allowed imports.
Object.assign(RuleTester, { afterAll, describe, it });

const root = join(import.meta.dirname, '..');
const at = (path: string) => join(root, path);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

tester.run('tackle/boundaries', plugin.rules.boundaries, {
  valid: [
    { filename: at('mfe-gear/src/gear/GearPage.tsx'), code: "import { gearSchema } from '@tackle/contracts';" },
    { filename: at('services/features/gear/commands.ts'), code: "import { lookUpConsumable } from '../consumables/public';" },
    { filename: at('services/features/gear/commands.ts'), code: "import { handleCommand } from '@tackle/platform';" },
    { filename: at('services/inventory/src/main.ts'), code: "import { gear } from '@tackle/features/gear';" },
    { filename: at('services/features/gear/api.test.ts'), code: "import { apiHarness } from '@tackle/test-support';" },
  ],
  invalid: [
    { filename: at('mfe-gear/src/gear/GearPage.tsx'), code: "import { gear } from '@tackle/features/gear';", errors: 1 },
    { filename: at('contracts/src/gear.ts'), code: "import { handleCommand } from '@tackle/platform';", errors: 1 },
    { filename: at('services/features/gear/commands.ts'), code: "import { consumableDecider } from '../consumables/decider';", errors: 1 },
    { filename: at('services/features/gear/commands.ts'), code: "import { openEventStore } from '@tackle/platform';", errors: 1 },
    { filename: at('services/inventory/src/main.ts'), code: "import { addGear } from '@tackle/features/gear/commands';", errors: 1 },
    { filename: at('services/gateway/src/gateway.ts'), code: "import { x } from '../../queries/src/main';", errors: 1 },
    { filename: at('services/features/gear/commands.ts'), code: "import { apiHarness } from '@tackle/test-support';", errors: 1 },
    { filename: at('services/identity/test/tokens.test.ts'), code: "import { InMemoryEventStore } from '../../platform/src/adapters/in-memory-event-store';", errors: 1 },
  ],
});
