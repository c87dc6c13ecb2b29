import { describe, expect, it } from 'vitest';
import {
  BITE_TYPES,
  CATCH_COVER,
  CATCH_SKIES,
  CATCH_TRENDS,
  CURRENT_OPTIONS,
  DEFAULT_BAROMETER,
  LOCATION_SUB_TYPES,
  RECOMMENDATION_COVER,
  RECOMMENDATION_SKIES,
  RECOMMENDATION_TRENDS,
  RECOMMENDATION_WIND,
  SEASONS,
  SEASON_SUB_TYPES,
  STORAGE_LOCATION_TYPE_OPTIONS,
  WATER_CLARITY_OPTIONS,
  WATER_LEVELS,
  WIND_DIRECTIONS,
  brandSchema,
  catchInputSchema,
  catchWeightFromForm,
  confidenceLevel,
  createBrandInputSchema,
  createModelInputSchema,
  credentialsSchema,
  dashboardResponseSchema,
  fishSpotRecommendationQuerySchema,
  gearTypeIdFromAnalysis,
  isStorageFull,
  parseCoordinatesText,
  poundsAndOuncesFromWeight,
  productAnalysisResultSchema,
  recommendedSpotSchema,
  setupInputSchema,
  smartEntryGearNotes,
  smartEntryPrice,
  smartEntryQuantity,
  storageLocationInputSchema,
  storageQuantityFromText,
  storeGearInputSchema,
  usernameReservationStreamName,
} from './index';
import { messagesOf } from './test-messages';

const GEAR_ID = '7b0e3c1e-2f4a-4c8e-9a51-0d2f6f1c9a11';

describe('storage', () => {
  it('lists the 7 location types with labels, default tackle box', () => {
    expect(STORAGE_LOCATION_TYPE_OPTIONS).toEqual([
      { value: 'tackle_box', label: 'Tackle Box' },
      { value: 'rod_rack', label: 'Rod Rack' },
      { value: 'reel_case', label: 'Reel Case' },
      { value: 'storage_room', label: 'Storage Room' },
      { value: 'garage', label: 'Garage' },
      { value: 'boat', label: 'Boat' },
      { value: 'custom', label: 'Custom' },
    ]);
    expect(storageLocationInputSchema.parse({ name: 'Garage shelf' })).toEqual({
      name: 'Garage shelf',
      description: null,
      type: 'tackle_box',
      capacity: null,
      isPortable: false,
    });
  });

  it('requires a name and a capacity of at least 1', () => {
    expect(messagesOf(storageLocationInputSchema.safeParse({ name: ' ', capacity: 0 }))).toEqual({
      name: 'Name is required',
      capacity: 'Capacity must be at least 1',
    });
  });

  it("needs a gear to store ('No gear selected'), quantity defaults to 1", () => {
    expect(messagesOf(storeGearInputSchema.safeParse({ gearId: '' }))).toEqual({ gearId: 'No gear selected' });
    expect(messagesOf(storeGearInputSchema.safeParse({}))).toEqual({ gearId: 'No gear selected' });
    expect(storeGearInputSchema.parse({ gearId: GEAR_ID, notes: '' })).toEqual({
      gearId: GEAR_ID,
      quantity: 1,
      notes: null,
    });
    expect(storeGearInputSchema.safeParse({ gearId: GEAR_ID, quantity: 0 }).success).toBe(false);
    expect([
      storageQuantityFromText('3'),
      storageQuantityFromText('0'),
      storageQuantityFromText('x'),
      storageQuantityFromText(''),
    ]).toEqual([3, 1, 1, 1]);
  });

  it('is full when the count reaches the capacity', () => {
    expect(isStorageFull(3, 3)).toBe(true);
    expect(isStorageFull(2, 3)).toBe(false);
    expect(isStorageFull(100, null)).toBe(false);
  });
});

describe('setups', () => {
  it('requires a name; empty slots become null', () => {
    expect(messagesOf(setupInputSchema.safeParse({ name: '' }))).toEqual({ name: 'Setup name is required' });
    expect(setupInputSchema.parse({ name: 'Drop shot', rodId: GEAR_ID, reelId: '', lureId: undefined })).toEqual({
      name: 'Drop shot',
      rodId: GEAR_ID,
      reelId: null,
      lureId: null,
      lineId: null,
      leaderId: null,
      hookId: null,
      notes: null,
    });
  });
});

describe('catches', () => {
  it('has the catch form lists of the spec', () => {
    expect(WATER_CLARITY_OPTIONS).toEqual(['Clear', 'Stained', 'Muddy']);
    expect(CATCH_SKIES).toEqual([
      'Clear',
      'Partly Cloudy',
      'Cloudy',
      'Overcast',
      'Light Rain',
      'Heavy Rain',
      'Thunderstorm',
      'Snow',
    ]);
    expect(WIND_DIRECTIONS).toEqual(['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW']);
    expect(CATCH_COVER).toEqual(['Open Water', 'Vegetation', 'Structure', 'Shadow']);
    expect(CATCH_TRENDS).toEqual(['Increasing', 'Decreasing', 'Stable']);
    expect(DEFAULT_BAROMETER).toBe(29.92);
  });

  it('requires species and date', () => {
    expect(messagesOf(catchInputSchema.safeParse({}))).toEqual({
      species: 'Species is required',
      date: 'Date is required',
    });
    expect(messagesOf(catchInputSchema.safeParse({ species: '  ', date: 'someday' }))).toEqual({
      species: 'Species is required',
      date: 'Date is required',
    });
  });

  it('accepts a date, a datetime-local value or an instant, and checks coordinates', () => {
    for (const date of ['2024-05-01', '2024-05-01T06:30', '2024-05-01T06:30:00.000Z']) {
      expect(catchInputSchema.parse({ species: 'Largemouth Bass', date }).date).toBe(date);
    }
    expect(
      Object.keys(
        messagesOf(
          catchInputSchema.safeParse({ species: 'x', date: '2024-05-01', coordinates: { lat: 91, lon: -181 } }),
        ),
      ),
    ).toEqual(['coordinates.lat', 'coordinates.lon']);
  });

  it('adds ounces to pounds as sixteenths, and back', () => {
    expect(catchWeightFromForm(3, 8)).toBe(3.5);
    expect(catchWeightFromForm(0, 15)).toBeCloseTo(0.9375);
    expect(catchWeightFromForm(4, null)).toBe(4);
    expect(catchWeightFromForm(null, null)).toBeNull();
    expect(poundsAndOuncesFromWeight(3.5)).toEqual({ pounds: 3, ounces: 8 });
    expect(poundsAndOuncesFromWeight(2.99)).toEqual({ pounds: 3, ounces: 0 });
  });
});

describe('catalog', () => {
  it("needs non-blank trimmed names; new brands are 'fishing'", () => {
    expect(createBrandInputSchema.parse({ name: '  Shimano ' })).toEqual({ name: 'Shimano', category: 'fishing' });
    expect(messagesOf(createBrandInputSchema.safeParse({ name: '   ' }))).toEqual({ name: 'Brand name is required' });
    expect(messagesOf(createModelInputSchema.safeParse({ name: '' }))).toEqual({ name: 'Model name is required' });
    expect(createModelInputSchema.parse({ name: 'Curado', gearTypeId: 2 })).toEqual({ name: 'Curado', gearTypeId: 2 });
    expect(brandSchema.parse({ id: 'shimano', name: 'Shimano' })).toEqual({
      id: 'shimano',
      name: 'Shimano',
      category: 'fishing',
      popular: false,
    });
  });
});

describe('fish spots', () => {
  it('has the recommendation form lists of the spec', () => {
    expect(SEASONS).toEqual(['Spring', 'Summer', 'Fall', 'Winter']);
    expect(SEASON_SUB_TYPES).toEqual(['Early', 'Mid', 'Late']);
    expect(WATER_LEVELS).toEqual(['Low', 'Normal', 'High']);
    expect(RECOMMENDATION_SKIES).toEqual(['Clear', 'Partly Cloudy', 'Overcast', 'Rain']);
    expect(RECOMMENDATION_WIND).toEqual(['Calm', 'Light', 'Moderate', 'Strong']);
    expect(CURRENT_OPTIONS).toEqual(['None', 'Light', 'Moderate', 'Strong']);
    expect(BITE_TYPES).toEqual(['Aggressive', 'Neutral', 'Finicky']);
    expect(RECOMMENDATION_COVER).toEqual(['None', 'Brush', 'Rocks', 'Vegetation', 'Wood']);
    expect(LOCATION_SUB_TYPES).toEqual(['Main Lake', 'Creek', 'Bay', 'Point']);
    expect(RECOMMENDATION_TRENDS).toEqual(['Rising', 'Falling', 'Stable']);
  });

  it('parses the recommendations query from text', () => {
    const query = fishSpotRecommendationQuerySchema.parse({
      lat: '44.9',
      lon: '-93.5',
      wind: 'Calm',
      depth: '12.5',
      cover: '',
    });
    expect(query).toMatchObject({ lat: 44.9, lon: -93.5, wind: 'Calm', depth: 12.5, cover: null, season: null });
    expect(fishSpotRecommendationQuerySchema.safeParse({ lat: '44.9' }).success).toBe(false);
    expect(fishSpotRecommendationQuerySchema.safeParse({ lat: '44.9', lon: '1', wind: 'Breezy' }).success).toBe(false);
  });

  it('describes a recommended spot', () => {
    expect(
      recommendedSpotSchema.safeParse({
        id: 's1',
        name: 'Weed line',
        description: null,
        matchScore: 87,
        recommendedRig: 'Texas Rig',
      }).success,
    ).toBe(true);
    expect(
      recommendedSpotSchema.safeParse({ id: 's1', name: 'x', description: null, matchScore: 187, recommendedRig: null })
        .success,
    ).toBe(false);
  });
});

describe('coordinates text', () => {
  it("takes 'lat, lon' as coordinates", () => {
    expect(parseCoordinatesText('44.93, -93.58')).toEqual({ lat: 44.93, lon: -93.58 });
    expect(parseCoordinatesText(' 45,-93 ')).toEqual({ lat: 45, lon: -93 });
    expect(parseCoordinatesText('Lake Minnetonka')).toBeNull();
    expect(parseCoordinatesText('95.1, 10')).toBeNull();
  });
});

describe('user', () => {
  it('uses the spec messages for short credentials', () => {
    expect(messagesOf(credentialsSchema.safeParse({ username: 'ab', password: '12345' }))).toEqual({
      username: 'Username must be at least 3 characters',
      password: 'Password must be at least 6 characters',
    });
    expect(credentialsSchema.parse({ username: ' bass.pro_1 ', password: '123456', id: '', createdAt: null })).toEqual({
      username: 'bass.pro_1',
      password: '123456',
    });
    expect(credentialsSchema.safeParse({ username: 'a'.repeat(51), password: '123456' }).success).toBe(false);
    expect(credentialsSchema.safeParse({ username: 'bob smith', password: '123456' }).success).toBe(false);
    expect(usernameReservationStreamName(' Bob ')).toBe('username-bob');
  });
});

describe('smart entry', () => {
  it('colours confidence at 0.8 and 0.6', () => {
    expect([0.8, 0.79, 0.6, 0.59].map(confidenceLevel)).toEqual(['high', 'medium', 'medium', 'low']);
  });

  it('maps analysed names to gear types', () => {
    expect(gearTypeIdFromAnalysis('spinning reel')).toBe(2);
    expect(gearTypeIdFromAnalysis('Baitcasting Reel')).toBe(2);
    expect(gearTypeIdFromAnalysis('baitcasting rod')).toBe(1);
    expect(gearTypeIdFromAnalysis('crankbait')).toBe(3);
    expect(gearTypeIdFromAnalysis('lure/tackle')).toBe(3);
    expect(gearTypeIdFromAnalysis('swim jig')).toBe(3);
    expect(gearTypeIdFromAnalysis('medium rod')).toBe(1);
    expect(gearTypeIdFromAnalysis('net')).toBe(1);
    expect(gearTypeIdFromAnalysis(null)).toBe(1);
  });

  it('joins gear notes with a bullet and falls back on bad price and quantity', () => {
    expect(smartEntryGearNotes({ description: 'Fast action', notes: null, size: '7\'1"' })).toBe('Fast action • 7\'1"');
    expect(smartEntryGearNotes({ description: ' ', notes: null, size: null })).toBeNull();
    expect([smartEntryPrice('12.345'), smartEntryPrice('abc'), smartEntryPrice(-2)]).toEqual([12.35, 0, 0]);
    expect([smartEntryQuantity(''), smartEntryQuantity('2.5'), smartEntryQuantity('0'), smartEntryQuantity(4)]).toEqual(
      [1, 1, 0, 4],
    );
  });

  it('validates an analysis result', () => {
    const result = {
      type: 'consumable',
      name: 'Trick Worm',
      brand: 'Zoom',
      model: null,
      category: 'soft plastic',
      gearType: null,
      consumableCategory: 'unknown',
      unit: 'packs',
      description: null,
      size: '6.5 in',
      color: 'green pumpkin',
      notes: null,
      price: 4.99,
      quantity: 1,
      confidence: 0.91,
    };
    expect(productAnalysisResultSchema.safeParse(result).success).toBe(true);
    expect(productAnalysisResultSchema.safeParse({ ...result, confidence: 1.2 }).success).toBe(false);
  });
});

describe('dashboard', () => {
  it('accepts the dashboard answer', () => {
    expect(
      dashboardResponseSchema.safeParse({
        username: 'bob',
        catchesThisMonth: 2,
        gearTotal: 10,
        savedSpots: 0,
        lowStockConsumables: 1,
        recentActivity: [
          {
            id: 'e1',
            kind: 'catch',
            title: 'Logged a catch',
            description: 'Largemouth Bass, 3.5 lbs',
            at: '2024-06-01T10:00:00.000Z',
          },
        ],
        respool: [],
      }).success,
    ).toBe(true);
  });
});
