import { describe, expect, it } from 'vitest';
import { searchRank } from './query-routes';

describe('searchRank', () => {
  it('prefers exact, then prefix, then word prefix, then anywhere', () => {
    expect(searchRank('Shimano', 'shimano')).toBe(0);
    expect(searchRank('Shimano', 'shi')).toBe(1);
    expect(searchRank('Abu Garcia', 'gar')).toBe(2);
    expect(searchRank('Abu Garcia', 'arci')).toBe(3);
    expect(searchRank('St. Croix', 'stcroix')).toBe(4);
    expect(searchRank('Daiwa', 'penn')).toBeNull();
  });
});

