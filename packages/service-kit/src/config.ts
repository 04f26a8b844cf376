import { z } from 'zod';

/**
 * Parses the environment with a service's zod schema and fails fast, listing every missing or invalid
 * variable at once (not just the first).
 */
export function loadConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
}

/**
 * How many connections to the engine one instance keeps at most (MONGO_POOL_SIZE). On the local engine the sum over
 * every instance must stay below FerretDB's own pool of PostgreSQL connections (scripts/infra/profile.sh): FerretDB
 * 1.24 runs an update on two of those at once, and as many updates in flight as its pool holds wait for each other
 * forever (README "Data at scale").
 */
export const DEFAULT_MONGO_POOL_SIZE = 20;

const port = z.coerce.number().int().min(0).max(65535);

/** What every service reads; a service extends it with its own variables. */
export function baseConfigSchema(serviceName: string, defaultPort: number) {
  return z.object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    SERVICE_NAME: z.string().default(serviceName),
    PORT: port.default(defaultPort),
    MONGO_URL: z.string({ error: 'MONGO_URL is required' }).regex(/^mongodb(\+srv)?:\/\//, 'MONGO_URL must be a mongodb:// URL'),
    MONGO_DB: z.string().regex(/^[A-Za-z0-9_-]+$/).default(`abialbum_${serviceName.replace(/^svc-/, '')}`),
    MONGO_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(DEFAULT_MONGO_POOL_SIZE),
    AMQP_URL: z.string({ error: 'AMQP_URL is required' }).regex(/^amqps?:\/\//, 'AMQP_URL must be an amqp:// URL'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    JWT_ISSUER: z.string().default('abialbum-identity'),
    JWT_AUDIENCE: z.string().default('abialbum'),
    // A writer kicks its own relay; the timer is for what no kick brought (a writer that stopped, the broker back).
    OUTBOX_POLL_MS: z.coerce.number().int().min(10).default(2_000),
  });
}

/** Services other than identity verify tokens against identity's JWKS. */
export const jwksConfigSchema = z.object({
  JWKS_URL: z.string({ error: 'JWKS_URL is required' }).url('JWKS_URL must be a URL'),
});
