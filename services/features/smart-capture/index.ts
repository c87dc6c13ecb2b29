import type { FeatureSlice } from '@tackle/platform';
import { smartCaptureRouteDocs } from './api-docs';
import { CATALOG_PROJECTION } from '../catalog/public';
import { createAnalysisService } from './analysis-service';
import { ANALYSIS_JSON_LIMIT, ANALYSIS_PATHS } from './limits';

/** Smart Capture: identifies a product from a photo (vision provider when configured, else offline). */
export const smartCapture: FeatureSlice = {
  name: 'smart-capture',
  routes: smartCaptureRouteDocs,
  queries: ({ readStore, config, logger }) => {
    const analysis = createAnalysisService({ config, readStore, logger });
    return { router: analysis.router, close: () => analysis.close() };
  },
  readsProjections: [CATALOG_PROJECTION],
  largeBodies: { paths: ANALYSIS_PATHS, limit: ANALYSIS_JSON_LIMIT },
};
