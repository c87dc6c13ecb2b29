// Async boundary: Module Federation negotiates the shared singletons before any of them load.
void import('./bootstrap');
