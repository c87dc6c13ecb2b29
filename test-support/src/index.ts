// Test support: what tests use and no service start path imports.
export { startTestIssuer, tempDataDir, type TestIssuer } from './test-issuer';
export { startApiHarness, type ApiHarness, type Answer, type TestUser } from './api-harness';
export { startProductProcess, freePort, type ProductProcess } from './product-process';
export { checkAnswer } from './api-contract';
