import { describe, expect, it } from 'vitest';
import { EARLY_PAGE_SIZES, earlyReadPaths } from '@tackle/ui/early-reads';
import { CONSUMABLES_LIST_PATH, CONSUMABLES_PAGE_SIZE } from './queries';

describe('the consumables list as the shell reads it early (decision 149)', () => {
  it("is the page's own first page", () => {
    expect(EARLY_PAGE_SIZES.consumables).toBe(CONSUMABLES_PAGE_SIZE);
    expect(earlyReadPaths('/consumables', '')).toContain(`${CONSUMABLES_LIST_PATH}?limit=${CONSUMABLES_PAGE_SIZE}`);
  });
});
