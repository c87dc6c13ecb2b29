// zod 4 probes `Function('')` to decide whether to compile parsers, which our CSP (script-src 'self',
// no 'unsafe-eval') reports as a violation. Every zod copy (shell and each remote bundle its own)
// reads its settings from this global, so turning the probe off here covers them all (decision 090).
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

// Async boundary: Module Federation negotiates the shared singletons before any of them load.
void import('./bootstrap');
