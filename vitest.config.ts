import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['eslint/**/*.test.ts', 'build/**/*.test.mjs', 'bench/**/*.test.ts', 'contracts/src/**/*.test.ts', 'services/*/src/**/*.test.ts', 'services/features/**/*.test.ts', 'services/*/test/**/*.test.ts', 'ui/src/**/*.test.ts', 'ui/src/**/*.test.tsx', 'shell/src/**/*.test.ts', 'shell/src/**/*.test.tsx', 'mfe-*/src/**/*.test.ts', 'mfe-*/src/**/*.test.tsx'],
    testTimeout: 20000,
    hookTimeout: 30000,
    pool: 'forks',
  },
});
