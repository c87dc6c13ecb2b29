// Standalone entry of the 'catches' remote. The remote is meant to be loaded by the shell (its pages
// need the shell's router, query client and session), so on its own it renders nothing; the
// exposed modules are listed in rspack.config.mjs.
export {};
