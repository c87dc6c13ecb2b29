/**
 * The flags Chromium is started with by the browser journeys (e2e/playwright.config.ts) and the
 * front-end benchmark (bench/frontend.ts): no sandbox or GPU on the test machine, and none of the
 * browser's own background traffic (updates, sync, QUIC) beside what is measured or tested.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
