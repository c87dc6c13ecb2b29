import type Router from '@koa/router';
import type { AppState, Config, Logger, ReadStore } from '@tackle/platform';
import { loadCatalog } from '../catalog/public';
import { createProductAnalyser, type ProductAnalyser } from './analyser';
import { analysisRoutes } from './query-routes';


interface AnalysisService {
  router: Router<AppState>;
  analyser: ProductAnalyser;
  /** Stops the OCR worker. */
  close(): Promise<void>;
}

/** Smart Capture's analysis: the vision provider when configured, else the offline analyser. */
export function createAnalysisService(deps: { config: Config; readStore: ReadStore; logger?: Logger }): AnalysisService {
  const { url, apiKey, model } = deps.config.vision;
  const catalog = (userId: string | null = null) => loadCatalog(deps.readStore, userId);
  const analyser = createProductAnalyser({
    loadCatalog: catalog,
    vision: url && model ? { url, apiKey, model } : null,
    ...(deps.logger ? { logger: deps.logger } : {}),
  });
  return { router: analysisRoutes(analyser, catalog), analyser, close: () => analyser.close() };
}
