import pino, { type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs; secrets never reach them. */
export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    name: service,
    level,
    base: { service },
    redact: {
      paths: ['password', '*.password', 'refreshToken', '*.refreshToken', 'accessToken', '*.accessToken', 'req.headers.authorization'],
      censor: '[redacted]',
    },
    timestamp: pino.stdTimeFunctions.isoTime,
  });
}
