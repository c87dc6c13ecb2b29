// Test support: what tests use and no service start path imports.
export { startTestIssuer, tempDataDir, type TestIssuer } from './test-issuer';
export {
  parseAnswer,
  signedIn,
  startApiHarness,
  apiHarness,
  type Answer,
  type ApiHarness,
  type ApiHarnessOptions,
  type Created,
  type TestUser,
} from './api-harness';
export { startProductProcess, freePort, type ProductProcess } from './product-process';
export { checkAnswer } from './api-contract';
export { projected, recordedEvent, tempReadStore } from './projection-support';
export { givenWhen } from './decider-support';
export { seededRandom } from './seeded-random';
