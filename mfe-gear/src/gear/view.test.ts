import { describe, expect, it } from 'vitest';
import {
  ALL_TYPES,
  filterGear,
  gearSpecs,
  gearSpecsText,
  matchesSearch,
  resolveTypeFilter,
  sortGear,
  withTypeParam,
} from './view';
import { nextSort } from '@tackle/ui';

const types = [
  { id: 1, name: 'rod' },
  { id: 2, name: 'reel' },
  { id: 3, name: 'lure' },
];

type Item = {
  name: string;
  brand: string | null;
  model: string | null;
  typeId: number;
  type: { name: string };
  condition: 'new' | 'excellent' | 'good' | 'fair' | 'poor';
  retailCost: number | null;
  purchaseCost: number | null;
};

const item = (overrides: Partial<Item> & Pick<Item, 'name'>): Item => ({
  brand: null,
  model: null,
  typeId: 1,
  type: { name: 'rod' },
  condition: 'new',
  retailCost: null,
  purchaseCost: null,
  ...overrides,
});

describe('resolveTypeFilter', () => {
  it('matches the type name case-insensitively', () => {
    expect(resolveTypeFilter('REEL', types)).toEqual({ filter: '2', unknown: false });
    expect(resolveTypeFilter(' Lure ', types)).toEqual({ filter: '3', unknown: false });
  });

  it('falls back to all gear for a missing parameter without a warning', () => {
    expect(resolveTypeFilter(null, types)).toEqual({ filter: ALL_TYPES, unknown: false });
    expect(resolveTypeFilter('', types)).toEqual({ filter: ALL_TYPES, unknown: false });
  });

  it('falls back to all gear for an unknown type and asks for a warning', () => {
    expect(resolveTypeFilter('boat', types)).toEqual({ filter: ALL_TYPES, unknown: true, requested: 'boat' });
  });
});

describe('search and filter', () => {
  const gear = [
    item({ name: 'Curado 200K', brand: 'Shimano', model: 'Curado', typeId: 2 }),
    item({ name: 'Champion XP', brand: 'Dobyns', model: '734C', typeId: 1 }),
    item({ name: 'Trick Worm', brand: 'Zoom', model: null, typeId: 3 }),
  ];

  it('searches name, brand and model case-insensitively', () => {
    expect(matchesSearch(gear[0]!, 'shimano')).toBe(true);
    expect(matchesSearch(gear[1]!, '734c')).toBe(true);
    expect(matchesSearch(gear[2]!, 'WORM')).toBe(true);
    expect(matchesSearch(gear[2]!, 'curado')).toBe(false);
    expect(matchesSearch(gear[2]!, '   ')).toBe(true);
  });

  it('combines the type filter and the search', () => {
    expect(filterGear(gear, '', ALL_TYPES)).toHaveLength(3);
    expect(filterGear(gear, '', '1').map((g) => g.name)).toEqual(['Champion XP']);
    expect(filterGear(gear, 'zoom', '1')).toEqual([]);
  });
});

describe('sorting', () => {
  it('sorts ascending on the first click and toggles afterwards', () => {
    let sort = nextSort(null, 'name');
    expect(sort).toEqual({ key: 'name', direction: 'asc' });
    sort = nextSort(sort, 'name');
    expect(sort).toEqual({ key: 'name', direction: 'desc' });
    sort = nextSort(sort, 'name');
    expect(sort).toEqual({ key: 'name', direction: 'asc' });
    expect(nextSort(sort, 'retailCost')).toEqual({ key: 'retailCost', direction: 'asc' });
  });

  it('sorts numbers numerically and keeps empty values last in both directions', () => {
    const gear = [
      item({ name: 'a', retailCost: 20 }),
      item({ name: 'b', retailCost: null }),
      item({ name: 'c', retailCost: 3.5 }),
      item({ name: 'd', retailCost: 100 }),
    ];
    expect(sortGear(gear, { key: 'retailCost', direction: 'asc' }).map((g) => g.name)).toEqual(['c', 'a', 'd', 'b']);
    expect(sortGear(gear, { key: 'retailCost', direction: 'desc' }).map((g) => g.name)).toEqual(['d', 'a', 'c', 'b']);
  });

  it('sorts text case-insensitively and condition by quality', () => {
    const gear = [
      item({ name: 'zebra', condition: 'poor', brand: 'b' }),
      item({ name: 'Apple', condition: 'new', brand: 'A' }),
      item({ name: 'mango', condition: 'good', brand: null }),
    ];
    expect(sortGear(gear, { key: 'name', direction: 'asc' }).map((g) => g.name)).toEqual(['Apple', 'mango', 'zebra']);
    expect(sortGear(gear, { key: 'condition', direction: 'asc' }).map((g) => g.condition)).toEqual(['new', 'good', 'poor']);
    expect(sortGear(gear, { key: 'brand', direction: 'desc' }).map((g) => g.name)).toEqual(['zebra', 'Apple', 'mango']);
  });

  it('sorts by type name', () => {
    const gear = [
      item({ name: 'x', typeId: 1, type: { name: 'rod' } }),
      item({ name: 'y', typeId: 3, type: { name: 'lure' } }),
      item({ name: 'z', typeId: 2, type: { name: 'reel' } }),
    ];
    expect(sortGear(gear, { key: 'type', direction: 'asc' }).map((g) => g.name)).toEqual(['y', 'z', 'x']);
  });

  it('leaves the order alone without a sort', () => {
    const gear = [item({ name: 'b' }), item({ name: 'a' })];
    expect(sortGear(gear, null).map((g) => g.name)).toEqual(['b', 'a']);
  });
});

describe('withTypeParam', () => {
  it('names the chosen type in ?type= and keeps the other parameters', () => {
    const next = withTypeParam(new URLSearchParams('q=1&type=reel'), '1', types);
    expect(next.get('type')).toBe('rod');
    expect(next.get('q')).toBe('1');
  });

  it("drops ?type= for 'All Gear' or an unknown id", () => {
    expect(withTypeParam(new URLSearchParams('type=rod'), ALL_TYPES, types).has('type')).toBe(false);
    expect(withTypeParam(new URLSearchParams('type=rod'), '99', types).has('type')).toBe(false);
  });
});

describe('gearSpecs', () => {
  const none = { rodDetails: null, reelDetails: null, lureDetails: null };

  it("shows a rod's length, power, action and type, in that order", () => {
    const specs = gearSpecs({
      ...none,
      typeId: 1,
      rodDetails: { length: 7 + 2 / 12, power: 'Medium Heavy', action: 'Fast', lineWeight: '12-20 lb', pieces: 1, type: 'Casting' },
    });
    expect(specs).toEqual([
      { label: 'Length', value: '7\'2"' },
      { label: 'Power', value: 'Medium Heavy' },
      { label: 'Action', value: 'Fast' },
      { label: 'Rod Type', value: 'Casting' },
    ]);
    expect(gearSpecsText(specs)).toBe('7\'2" · Medium Heavy · Fast · Casting');
  });

  it("shows a reel's type, gear ratio and size, and a lure's type, size, weight and colour", () => {
    expect(
      gearSpecs({
        ...none,
        typeId: 2,
        reelDetails: { type: 'Spinning', gearRatio: '6.2:1', bearings: '6+1', capacity: null, drag: 20, size: '2500' },
      }).map((spec) => spec.value),
    ).toEqual(['Spinning', '6.2:1', '2500']);
    expect(
      gearSpecs({
        ...none,
        typeId: 3,
        lureDetails: { type: 'soft plastic', size: '5 in', weight: 0.25, color: 'green pumpkin', hooks: null },
      }),
    ).toEqual([
      { label: 'Lure Type', value: 'Soft Plastic' },
      { label: 'Size', value: '5 in' },
      { label: 'Weight', value: '0.25 oz' },
      { label: 'Color', value: 'green pumpkin' },
    ]);
  });

  it('shows the measures in metric for a metric angler (decision 121)', () => {
    const rod = gearSpecs({ ...none, typeId: 1, rodDetails: { length: 7 + 2 / 12, power: 'Medium', action: null, lineWeight: null, pieces: null, type: null } }, 'metric');
    expect(gearSpecsText(rod)).toBe('2.18 m · Medium');
    const lure = gearSpecs({ ...none, typeId: 3, lureDetails: { type: 'jig', size: null, weight: 0.5, color: null, hooks: null } }, 'metric');
    expect(lure).toEqual([
      { label: 'Lure Type', value: 'Jig' },
      { label: 'Weight', value: '14.2 g' },
    ]);
  });

  it('leaves out what was not entered, down to nothing, and ignores another type\'s section', () => {
    expect(gearSpecs({ ...none, typeId: 1, rodDetails: { length: null, power: 'Light', action: null, lineWeight: null, pieces: null, type: null } })).toEqual([
      { label: 'Power', value: 'Light' },
    ]);
    expect(gearSpecs({ ...none, typeId: 1 })).toEqual([]);
    expect(gearSpecsText([])).toBe('-');
    expect(
      gearSpecs({ ...none, typeId: 3, rodDetails: { length: 7, power: null, action: null, lineWeight: null, pieces: null, type: null } }),
    ).toEqual([]);
  });

  it('writes rod lengths in feet and inches', () => {
    expect(gearSpecs({ typeId: 1, rodDetails: { length: 7 } as never, reelDetails: null, lureDetails: null })).toEqual([{ label: 'Length', value: '7\'0"' }]);
    expect(gearSpecs({ typeId: 1, rodDetails: { length: 6 + 10 / 12 } as never, reelDetails: null, lureDetails: null })[0]?.value).toBe('6\'10"');
    expect(gearSpecs({ typeId: 1, rodDetails: { length: 6 + 10 / 12 } as never, reelDetails: null, lureDetails: null }, 'metric')[0]?.value).toBe('2.08 m');
    expect(gearSpecs({ typeId: 1, rodDetails: { length: null } as never, reelDetails: null, lureDetails: null })).toEqual([]);
  });
});
