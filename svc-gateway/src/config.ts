import path from 'node:path';
import { loadConfig, serviceUrlsSchema } from '@abialbum/service-kit';
import { z } from 'zod';

const MB = 1024 * 1024;
const port = z.coerce.number().int().min(0).max(65535);
/** One URL per instance of the service, comma-separated (`urlsOf` splits the normalised list). */
const upstream = (name: string, fallback: string) => serviceUrlsSchema(name).default(fallback);
const positiveInt = z.coerce.number().int().positive();
const flag = z
  .enum(['true', 'false', '1', '0'])
  .default('false')
  .transform((value) => value === 'true' || value === '1');

export const gatewayConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: port.default(8080),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  IDENTITY_URL: upstream('IDENTITY_URL', 'http://127.0.0.1:4001'),
  ALBUMS_URL: upstream('ALBUMS_URL', 'http://127.0.0.1:4002'),
  MEDIA_URL: upstream('MEDIA_URL', 'http://127.0.0.1:4003'),
  CONTENT_URL: upstream('CONTENT_URL', 'http://127.0.0.1:4004'),
  /** Repository root: shell/dist, mfe-public/dist, mfe-owner/dist and mfe-admin/dist live below it. */
  WEB_ROOT: z.string().min(1).default(path.resolve(__dirname, '..', '..')),
  /**
   * Where remotes are published (scripts/ops/publish-remote.ts; README "A front end goes live alone"): its
   * remotes.json wins over the shell's built one, read at every request; its builds, mf/<remote>/<build id>/, are
   * served at /mf/<remote>/<build id>/. Unset: only the built front ends below WEB_ROOT.
   */
  WEB_DEPLOY_DIR: z.string().min(1).optional(),
  /** Idle time an upstream may stay silent before the gateway answers 504. */
  UPSTREAM_TIMEOUT_MS: positiveInt.default(30_000),
  UPLOAD_TIMEOUT_MS: positiveInt.default(600_000),
  READY_TIMEOUT_MS: positiveInt.default(2_000),
  /** With several instances of a service, each one's /ready is asked this often (issue 25: out within 2 s). */
  PROBE_INTERVAL_MS: positiveInt.default(500),
  /** A /ready silent this long counts as not ready: a hung instance is taken out too. */
  PROBE_TIMEOUT_MS: positiveInt.default(1_000),
  /**
   * An instance back in (its /ready says 200 again, or a new one of a rolling deploy) takes reads at once and the
   * writes of documents (write-affinity.ts) only after this long, while another instance is ready: a process's first
   * seconds run cold, and the queue of a hot album's follows moved onto it would wait on every one of them.
   */
  WRITES_SLOW_START_MS: z.coerce.number().int().min(0).default(10_000),
  JSON_BODY_LIMIT_BYTES: positiveInt.default(1 * MB),
  PROFILE_IMAGE_LIMIT_BYTES: positiveInt.default(6 * MB),
  /** SPEC section 9: 20 files of 100 MB each, plus multipart overhead. */
  UPLOAD_BODY_LIMIT_BYTES: positiveInt.default(20 * 100 * MB + 100 * MB),
  /** Link previews of shared sections and albums: the albums service's time to answer, then the plain page. */
  PREVIEW_TIMEOUT_MS: positiveInt.default(800),
  PREVIEW_CACHE_TTL_MS: positiveInt.default(60_000),
  /** A failed preview call (timeout, service down) is not retried for this long. */
  PREVIEW_FAILURE_TTL_MS: z.coerce.number().int().min(0).default(5_000),
  PREVIEW_CACHE_ENTRIES: positiveInt.default(1_000),
  /**
   * Credential calls per client address per minute, per gateway process: only a flood guard, well above what 50
   * people behind one address need to sign up and in within a minute. The fair limits (failed sign-ins per account
   * and per address, sign-ups per address) are identity's, in its database (AttemptLimits).
   */
  RATE_LIMIT_AUTH_PER_MINUTE: positiveInt.default(300),
  /** The landing page's featured album (SPEC's fixed id 14 is this setting); wins over SITE_CONFIG_FILE. */
  FEATURED_ALBUM_ID: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'FEATURED_ALBUM_ID must be an album id').optional(),
  /** A JSON file with the front end's site settings ({ featuredAlbumId }), e.g. written by the demo seed. */
  SITE_CONFIG_FILE: z.string().optional(),
  /** Only behind another proxy: take the client address from X-Forwarded-For instead of the socket. */
  TRUST_PROXY: flag,
  /**
   * The gateway's own /metrics, on a listener of its own (README "Metrics"): never on PORT, the public one. Unset: no
   * metrics listener. A port the cluster network reaches and the public route does not (the Helm chart sets one).
   */
  METRICS_PORT: z.preprocess((value) => (value === '' ? undefined : value), port.optional()),
  METRICS_HOST: z.string().min(1).default('0.0.0.0'),
});

export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return loadConfig(gatewayConfigSchema, env);
}

/** The same config as production, with overrides (tests). */
export function gatewayConfig(overrides: Partial<Record<keyof GatewayConfig, string>> = {}): GatewayConfig {
  return loadConfig(gatewayConfigSchema, overrides as NodeJS.ProcessEnv);
}
