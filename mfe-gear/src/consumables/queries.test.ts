import { describe, expect, it } from 'vitest';
import { EARLY_PAGE_SIZES, earlyReadPaths } from '@tackle/ui/early-reads';
import { CONSUMABLES_LIST_PATH, CONSUMABLES_PAGE_SIZE, LOW_STOCK_NAMED } from './queries';

describe('the consumables list as the shell reads it early (decision 149)', () => {
  it("is the page's own first page", () => {
    expect(EARLY_PAGE_SIZES.consumables).toBe(CONSUMABLES_PAGE_SIZE);
    expect(earlyReadPaths('/consumables', '')).toContain(`${CONSUMABLES_LIST_PATH}?limit=${CONSUMABLES_PAGE_SIZE}`);
  });

  it("reads a long list's restock alert early too, as the page asks for it (decision 160)", () => {
    expect(EARLY_PAGE_SIZES.lowStockNamed).toBe(LOW_STOCK_NAMED);
    expect(earlyReadPaths('/consumables', '')).toContain(`${CONSUMABLES_LIST_PATH}?lowStock=true&limit=${LOW_STOCK_NAMED}`);
  });
});
