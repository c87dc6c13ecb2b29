import type { Config, ReadStore } from '@tackle/platform';

export interface ConditionsDeps {
  config: Config;
  readStore: ReadStore;
}
