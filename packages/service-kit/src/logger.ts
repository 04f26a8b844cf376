import pino, { type Logger } from 'pino';
import { traceLogFields } from './observability/tracing';

export type { Logger };

/** Structured JSON logs; secrets never reach them; a line written within a trace carries its ids. */
export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info', destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    name: service,
    level,
    base: { service },
    redact: {
      paths: ['password', '*.password', 'refreshToken', '*.refreshToken', 'accessToken', '*.accessToken', 'req.headers.authorization'],
      censor: '[redacted]',
    },
    timestamp: pino.stdTimeFunctions.isoTime,
    // Within a span (tracing on), each line names its trace and span: `trace_id`, `span_id`.
    mixin: traceLogFields,
  };
  // Standard output, or where a test reads the lines.
  return destination ? pino(options, destination) : pino(options);
}
