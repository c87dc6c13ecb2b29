import { resolve } from 'node:path';
import { z } from 'zod';

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url().optional())
  .optional();

/** Every environment variable the product reads, validated once at start-up (ARCHITECTURE: Configuration). */
export const configSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: optionalUrl,
    DATA_DIR: z.string().min(1).default('./data'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    NATS_URL: optionalUrl,
    EVENTSTORE_URL: z.string().optional(),
    MONGO_URL: z.string().optional(),
    OIDC_ISSUER: optionalUrl,
    OIDC_CLIENT_ID: z.string().optional(),
    OIDC_AUDIENCE: z.string().optional(),
    OPEN_METEO_URL: optionalUrl,
    OPENWEATHER_API_KEY: z.string().optional(),
    OPENWEATHER_URL: optionalUrl,
    NOMINATIM_URL: optionalUrl,
    VISION_API_URL: optionalUrl,
    VISION_API_KEY: z.string().optional(),
    VISION_MODEL: z.string().optional(),
    STATIC_DIR: z.string().optional(),
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
      eventStoreUrl: env.EVENTSTORE_URL,
      mongoUrl: env.MONGO_URL,
      oidc: {
        embedded: embeddedIdentity,
        issuer: env.OIDC_ISSUER ?? `${publicUrl}/idp`,
        clientId: env.OIDC_CLIENT_ID ?? 'tackle-shell',
        audience: env.OIDC_AUDIENCE ?? `${publicUrl}/api`,
      },
      weather: {
        openMeteoUrl: env.OPEN_METEO_URL ?? 'https://api.open-meteo.com',
        openWeatherApiKey: env.OPENWEATHER_API_KEY,
        openWeatherUrl: env.OPENWEATHER_URL ?? 'https://api.openweathermap.org',
      },
      nominatimUrl: env.NOMINATIM_URL ?? 'https://nominatim.openstreetmap.org',
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
