import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(options: { level?: string; name?: string } = {}): Logger {
  return pino({
    name: options.name ?? 'tackle',
    level: options.level ?? process.env.LOG_LEVEL ?? 'info',
    redact: { paths: ['req.headers.authorization', 'password', '*.password', 'passwordHash'], remove: true },
  });
}
