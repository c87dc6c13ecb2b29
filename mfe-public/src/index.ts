// Async boundary: shared singletons (react, react-dom, ...) are negotiated before any app code runs.
void import('./bootstrap');
