import { readFileSync } from 'node:fs';

/**
 * The version of Tackle that writes a backup (manifest.json's appVersion), read as the API
 * documents read it: the root package.json's version, 0.1.0 while it has none.
 */
function rootVersion(): string {
  try {
    const text = readFileSync(new URL('../../../package.json', import.meta.url), 'utf8');
    return (JSON.parse(text) as { version?: string }).version ?? '0.1.0';
  } catch {
    return '0.1.0';
  }
}

export const APP_VERSION = rootVersion();
