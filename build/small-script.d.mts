import type { RspackPluginInstance } from '@rspack/core';

/** See small-script.mjs. */
export function bundleSmallScript(options: {
  context: string;
  entry: string;
  outDir: string;
  name?: string;
  filename?: string;
  clean?: boolean;
  target?: 'web' | 'webworker';
  plugins?: RspackPluginInstance[];
}): Promise<string>;
