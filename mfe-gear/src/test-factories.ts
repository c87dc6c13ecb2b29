/**
 * Test data of the gear remote's unit and component tests: one factory per entity (CONVENTIONS.md
 * 16), each answering a valid stored item, parsed with the contract's schema, that a test changes
 * only where its case needs it.
 */
import type { z } from 'zod';
import {
  consumableSchema,
  gearSchema,
  type Consumable,
  type Gear,
  type ProductAnalysisResult,
} from '@tackle/contracts';

const GEAR_TYPE_NAMES = { 1: 'rod', 2: 'reel', 3: 'lure' } as const;

/** A piece of gear as GET /api/gear answers it: a name and a type, and the fields given. */
export function aGear(
  fields: Partial<z.input<typeof gearSchema>> & { name: string; typeId: keyof typeof GEAR_TYPE_NAMES },
): Gear {
  return gearSchema.parse({
    id: '7b0e3c1e-2f4a-4c8e-9a51-0d2f6f1c9a11',
    userId: 'user-1',
    type: { id: fields.typeId, name: GEAR_TYPE_NAMES[fields.typeId] },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    revision: 0,
    ...fields,
  });
}

/** A consumable as GET /api/consumables answers it: Zoom Trick Worms, 7 of 20 left, unless told otherwise. */
export function aConsumable(fields: Partial<z.input<typeof consumableSchema>> = {}): Consumable {
  return consumableSchema.parse({
    id: '7b0e3c1e-2f4a-4c8e-9a51-0d2f6f1c9a11',
    userId: 'user-1',
    name: 'Trick Worm',
    description: null,
    category: 'soft plastic',
    unit: 'pieces',
    initialQuantity: 20,
    currentQuantity: 7,
    size: '6.5',
    minStockLevel: 5,
    cost: 4.99,
    purchaseDate: '2026-04-01T00:00:00.000Z',
    expiryDate: null,
    brand: 'Zoom',
    model: null,
    color: 'green pumpkin',
    notes: null,
    imageUrl: null,
    gearTypes: [{ gearTypeId: 3 }],
    lowStock: false,
    createdAt: '2026-04-01T00:00:00.000Z',
    updatedAt: '2026-04-01T00:00:00.000Z',
    revision: 2,
    ...fields,
  });
}

/** Smart Capture's answer (POST /api/analyze-product): a pack of Gamakatsu hooks, unless told otherwise. */
export function anAnalysis(fields: Partial<ProductAnalysisResult> = {}): ProductAnalysisResult {
  return {
    type: 'consumable',
    name: 'EWG Offset Worm Hook',
    brand: 'Gamakatsu',
    model: null,
    category: null,
    gearType: null,
    consumableCategory: 'hook',
    unit: null,
    description: 'Text on the packaging',
    size: null,
    color: null,
    notes: null,
    price: null,
    quantity: 5,
    confidence: 0.84,
    ...fields,
  };
}
