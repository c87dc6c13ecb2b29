// Module Federation remote 'gear' (build/remote-config.mjs), served by the gateway at /remotes/gear/.
import { remoteConfig } from '../build/remote-config.mjs';

export default remoteConfig({
  configUrl: import.meta.url,
  name: 'gear',
  exposes: {
    './GearPage': './src/gear/GearPageEntry.tsx', // the page, evaluated in steps (decision 103)
    './ConsumablesPage': './src/pages/ConsumablesPage.tsx',
    './StoragePage': './src/pages/StoragePage.tsx',
    './SetupsPage': './src/pages/SetupsPage.tsx',
    './SmartCapture': './src/smart-capture/SmartCapture.tsx',
  },
  port: 3102,
});
