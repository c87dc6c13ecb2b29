import { z } from 'zod';
import { catalogEventSchemas } from './catalog';
import { catchEventSchemas } from './catches';
import { consumableEventSchemas } from './consumables';
import { gearEventSchemas } from './gear';
import { settingsEventSchemas } from './settings';
import { setupEventSchemas } from './setups';
import { storageEventSchemas } from './storage';
import { openTripEventSchemas, tripEventSchemas } from './trips';
import { userIdSchema } from './common';

/*
 * Every event type the product writes, with the stream category it is written to and the schema
 * of its data: what crosses the boundary to the projectors and to outside consumers on NATS
 * (`tackle.events.<category>.<EventType>`). The AsyncAPI document (docs/api/asyncapi.json) is made
 * from this list.
 */

/** UserRegistered as published: the password hash never leaves the event store. */
export const userRegisteredSchema = z.object({
  userId: userIdSchema,
  username: z.string(),
  registeredAt: z.iso.datetime({ offset: true }),
});

/** The username reservation that makes names unique (case-insensitive). */
export const usernameReservedSchema = z.object({ username: z.string(), userId: userIdSchema });

/** PasswordChanged as published: the new hash never leaves the event store either. */
export const passwordChangedSchema = z.object({
  userId: userIdSchema,
  changedAt: z.iso.datetime({ offset: true }),
});

/**
 * An angler deleted their account (decision 122): everything of theirs is gone from the stores,
 * and consumers of the bus forget them too. Only the random account id is kept, so old tokens are
 * refused; never the username or anything the angler wrote.
 */
export const userDeletedSchema = z.object({
  userId: userIdSchema,
  deletedAt: z.iso.datetime({ offset: true }),
});

/** What an upcaster reads besides the data: the stored metadata (who appended it, at which version). */
export interface UpcastMetadata {
  userId: string;
  schemaVersion: number;
}

/** Turns `data` of version N into version N + 1. Pure; old events are never rewritten in the store. */
export type Upcaster = (data: Record<string, unknown>, metadata: UpcastMetadata) => Record<string, unknown>;

/** The account the built-in catalog is appended as. */
export const CATALOG_SEED_USER = 'system';

/** Version 1 of a catalog entry had no owner: the seed's entries are everyone's, the rest their adder's. */
const ownerFromAdder: Upcaster = (data, metadata) => ({ ...data, ownerId: metadata.userId === CATALOG_SEED_USER ? null : metadata.userId });

/**
 * Upcasters by event type and the version they read (`metadata.schemaVersion`). Applied wherever
 * events are read (projections and command folds, services/platform/src/es/upcast.ts), so an old
 * event reads as today's.
 */
export const EVENT_UPCASTERS: Readonly<Record<string, Readonly<Record<number, Upcaster>>>> = {
  BrandAdded: { 1: ownerFromAdder },
  ModelAdded: { 1: ownerFromAdder },
};

export interface EventTypeEntry {
  /** The stream category (`gear` for `gear-<id>`): the third part of the NATS subject. */
  category: string;
  type: string;
  /** The schema of `data` at the current schema version. */
  data: z.ZodType;
  /** The current `metadata.schemaVersion` of this event type. */
  version: number;
  /** What happened, in a sentence. */
  description: string;
}

/** An event type's current version: 1 plus the upcasters that lead to it. */
export const eventVersion = (type: string) => 1 + Object.keys(EVENT_UPCASTERS[type] ?? {}).length;

const entries = (category: string, schemas: Record<string, z.ZodType>, describe: (type: string) => string): EventTypeEntry[] =>
  Object.entries(schemas).map(([type, data]) => ({ category, type, data, version: eventVersion(type), description: describe(type) }));

const words = (type: string) => type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/** The event catalog, by stream category. */
export const EVENT_TYPES: readonly EventTypeEntry[] = [
  ...entries('gear', gearEventSchemas, (type) => `A piece of gear: ${words(type)}.`),
  ...entries('consumable', consumableEventSchemas, (type) => `A consumable: ${words(type)}.`),
  ...entries('storage', storageEventSchemas, (type) => `A storage location: ${words(type)}.`),
  ...entries('setup', setupEventSchemas, (type) => `A setup: ${words(type)}.`),
  ...entries('settings', settingsEventSchemas, () => "An angler's settings changed (the units values are shown in)."),
  ...entries('catch', catchEventSchemas, (type) => `The catch log: ${words(type)}.`),
  ...entries('trip', tripEventSchemas, (type) => `A trip on the water: ${words(type)}.`),
  ...entries('opentrip', openTripEventSchemas, () => 'An angler started a trip under way: it is their open trip until it ends or is removed (decision 125).'),
  ...entries('brand', { BrandAdded: catalogEventSchemas.BrandAdded }, () => 'A brand joined the catalog.'),
  ...entries('model', { ModelAdded: catalogEventSchemas.ModelAdded, ModelSpecsRecorded: catalogEventSchemas.ModelSpecsRecorded }, (type) => `A catalog model: ${words(type)}.`),
  ...entries('catalogseed', { CatalogSeeded: catalogEventSchemas.CatalogSeeded }, () => 'The built-in catalog was appended (once per seed version).'),
  ...entries('user', { UserRegistered: userRegisteredSchema }, () => 'An account was registered (published without its password hash).'),
  ...entries('user', { PasswordChanged: passwordChangedSchema }, () => "An angler changed their password (published without its hash); their other sessions were signed out."),
  ...entries('userdeletion', { UserDeleted: userDeletedSchema }, () => 'An angler deleted their account: forget everything of this user id (decision 122).'),
  ...entries('username', { UsernameReserved: usernameReservedSchema }, () => 'A username was reserved for an account.'),
];
