// Module Federation remote 'conditions' (build/remote-config.mjs), served by the gateway at /remotes/conditions/.
import { remoteConfig } from '../build/remote-config.mjs';

export default remoteConfig({
  configUrl: import.meta.url,
  name: 'conditions',
  exposes: {
    './FishSpotsPage': './src/pages/FishSpotsPage.tsx',
  },
  port: 3104,
});
