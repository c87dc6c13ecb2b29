// Module Federation remote 'catches' (build/remote-config.mjs), served by the gateway at /remotes/catches/.
import { remoteConfig } from '../build/remote-config.mjs';

export default remoteConfig({
  configUrl: import.meta.url,
  name: 'catches',
  exposes: {
    './CatchesPage': './src/catches/CatchesPage.tsx',
    './StatsPage': './src/stats/StatsPage.tsx',
    './TripsPage': './src/trips/TripsPage.tsx',
    './TripPage': './src/trips/TripPage.tsx',
  },
  port: 3103,
  rules: [
    // Leaflet's own stylesheet (the map in the location picker) and the images it refers to.
    { test: /\.css$/, type: 'css/auto' },
    { test: /\.(png|svg)$/i, type: 'asset/resource' },
  ],
});
