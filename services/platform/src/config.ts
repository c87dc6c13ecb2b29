import { resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_MAP_TILE_URL, isMapTileUrl } from '@tackle/contracts';

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url().optional())
  .optional();

/** An empty value (e.g. `FOO=` from a compose file) means "not set". */
const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** Service URL variables of the gateway in distributed mode, in routing precedence order. */
const SERVICE_URL_VARIABLES = [
  'IDENTITY_URL',
  'INVENTORY_URL',
  'CATCHES_URL',
  'QUERIES_URL',
  'CONDITIONS_URL',
] as const;

/** Every environment variable the product reads, validated once at start-up (ARCHITECTURE: Configuration). */
const configSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: optionalUrl,
    DATA_DIR: z.string().min(1).default('./data'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    NATS_URL: optionalUrl,
    EVENTSTORE_URL: optionalString,
    MONGO_URL: optionalString,
    /** JetStream stream and subject prefix (distinct per deployment sharing one NATS server). */
    NATS_STREAM: z
      .string()
      .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, _ and - only')
      .default('TACKLE'),
    NATS_SUBJECT_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/, 'dot-separated tokens of letters, digits, _ and -')
      .default('tackle.events'),
    /** How often the relay looks for appends made by other processes (SQLite shared on disk). */
    RELAY_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(100),
    /**
     * The SQLite event store's group commit (decision 127): appends arriving together share one
     * transaction and one sync. `off`: one transaction and one sync per append (benchmarks compare).
     */
    EVENT_STORE_GROUP_COMMIT: z.enum(['on', 'off']).default('on'),
    /**
     * Behind a proxy that sets `X-Forwarded-*` (the gateway in distributed mode): `1` takes the
     * client's address and protocol from them (`trustProxy`, given to http/app.ts); `0` or unset does not. Anything else
     * stops start-up: a `true` or `yes` read as "no" would quietly put every client behind one address.
     */
    TRUST_PROXY: optionalString.pipe(z.enum(['0', '1']).optional()),
    /** Graceful shutdown: how long in-flight requests may take before connections are cut. */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    IDENTITY_URL: optionalUrl,
    INVENTORY_URL: optionalUrl,
    CATCHES_URL: optionalUrl,
    QUERIES_URL: optionalUrl,
    CONDITIONS_URL: optionalUrl,
    OIDC_ISSUER: optionalUrl,
    OIDC_CLIENT_ID: optionalString,
    OIDC_AUDIENCE: optionalString,
    /** Where services fetch the provider's signing keys; default `$OIDC_ISSUER/jwks` (the embedded one). */
    OIDC_JWKS_URL: optionalUrl,
    /**
     * New accounts the embedded provider accepts per client address per hour (decision 097). Only
     * test runs, which register every user from 127.0.0.1, set it high.
     */
    REGISTRATIONS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(10),
    OPEN_METEO_URL: optionalUrl,
    /** Open-Meteo's archive, for the weather of a past hour (a catch logged later, decision 115). */
    OPEN_METEO_ARCHIVE_URL: optionalUrl,
    OPENWEATHER_API_KEY: z.string().optional(),
    OPENWEATHER_URL: optionalUrl,
    NOMINATIM_URL: optionalUrl,
    /** The map's tile URL template ({z}/{x}/{y}); the content security policy allows its origin. */
    MAP_TILE_URL: optionalString.refine((value) => value === undefined || isMapTileUrl(value), 'an http(s) URL with {z}, {x} and {y}'),
    VISION_API_URL: optionalUrl,
    VISION_API_KEY: z.string().optional(),
    VISION_MODEL: z.string().optional(),
    STATIC_DIR: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    // Distributed gateway: once one service URL is given, every service it routes to must be.
    if (!SERVICE_URL_VARIABLES.some((name) => env[name] !== undefined)) return;
    const required = SERVICE_URL_VARIABLES.filter((name) => name !== 'IDENTITY_URL' || env.OIDC_ISSUER === undefined);
    for (const name of required) {
      if (env[name] === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `required when routing to services by URL (${SERVICE_URL_VARIABLES.filter((n) => env[n] !== undefined).join(', ')} set)${name === 'IDENTITY_URL' ? ' unless OIDC_ISSUER names an outside provider' : ''}`,
        });
      }
    }
  })
  .transform((env) => {
    const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
    const embeddedIdentity = env.OIDC_ISSUER === undefined;
    return {
      port: env.PORT,
      host: env.HOST,
      publicUrl,
      dataDir: resolve(env.DATA_DIR),
      logLevel: env.LOG_LEVEL,
      natsUrl: env.NATS_URL,
      nats: { stream: env.NATS_STREAM, subjectPrefix: env.NATS_SUBJECT_PREFIX },
      relayPollMs: env.RELAY_POLL_MS,
      shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
      /** `TRUST_PROXY=1`: the client's address and protocol come from the proxy's `X-Forwarded-*`. */
      trustProxy: env.TRUST_PROXY === '1',
      /** Set on the gateway in distributed mode: where `/idp/*` and `/api/*` go. */
      services: SERVICE_URL_VARIABLES.some((name) => env[name] !== undefined)
        ? {
            identity: env.IDENTITY_URL,
            inventory: env.INVENTORY_URL,
            catches: env.CATCHES_URL,
            queries: env.QUERIES_URL,
            conditions: env.CONDITIONS_URL,
          }
        : null,
      eventStoreUrl: env.EVENTSTORE_URL,
      eventStoreGroupCommit: env.EVENT_STORE_GROUP_COMMIT === 'on',
      mongoUrl: env.MONGO_URL,
      oidc: {
        embedded: embeddedIdentity,
        issuer: env.OIDC_ISSUER ?? `${publicUrl}/idp`,
        clientId: env.OIDC_CLIENT_ID ?? 'tackle-shell',
        audience: env.OIDC_AUDIENCE ?? `${publicUrl}/api`,
        jwksUrl: env.OIDC_JWKS_URL,
        /** The embedded provider's registration limit per client address per hour. */
        registrationsPerHour: env.REGISTRATIONS_PER_HOUR,
      },
      weather: {
        openMeteoUrl: env.OPEN_METEO_URL ?? 'https://api.open-meteo.com',
        openMeteoArchiveUrl: env.OPEN_METEO_ARCHIVE_URL ?? 'https://archive-api.open-meteo.com',
        openWeatherApiKey: env.OPENWEATHER_API_KEY,
        openWeatherUrl: env.OPENWEATHER_URL ?? 'https://api.openweathermap.org',
      },
      nominatimUrl: env.NOMINATIM_URL ?? 'https://nominatim.openstreetmap.org',
      mapTileUrl: env.MAP_TILE_URL ?? DEFAULT_MAP_TILE_URL,
      vision: { url: env.VISION_API_URL, apiKey: env.VISION_API_KEY, model: env.VISION_MODEL },
      staticDir: env.STATIC_DIR,
    };
  });

export type Config = z.output<typeof configSchema>;

export class ConfigError extends Error {}

/** Parses the environment; a bad variable stops start-up with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
