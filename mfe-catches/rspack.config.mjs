// Module Federation remote 'catches' (build/remote-config.mjs), served by the gateway at /remotes/catches/.
import { remoteConfig } from '../build/remote-config.mjs';

export default remoteConfig({
  configUrl: import.meta.url,
  name: 'catches',
  exposes: {
    './CatchesPage': './src/pages/CatchesPage.tsx', // the page, evaluated in steps (decision 139)
    './StatsPage': './src/pages/StatsPage.tsx', // the page, evaluated in steps (decision 139)
    './TripsPage': './src/pages/TripsPage.tsx', // the page, evaluated in steps (decision 139)
    './TripPage': './src/pages/TripPage.tsx', // the page, evaluated in steps (decision 139)
  },
  port: 3103,
  rules: [
    // Leaflet's own stylesheet (the map in the location picker) and the images it refers to.
    { test: /\.css$/, type: 'css/auto' },
    { test: /\.(png|svg)$/i, type: 'asset/resource' },
  ],
});
