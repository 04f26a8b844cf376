import { createLogger, internalHeaders, loadConfig, runMain } from '@abialbum/service-kit';
import { z } from 'zod';

/**
 * `npm run repair -w svc-albums`: asks the running service to repair now what it keeps (lists, the media read
 * model from svc-media, counters) and prints the report. See svc-albums/README.md "Repairs".
 */
const configSchema = z.object({
  ALBUMS_URL: z.url('ALBUMS_URL must be a URL').default('http://127.0.0.1:4002'),
  INTERNAL_TOKEN: z.string({ error: 'INTERNAL_TOKEN is required' }).min(24, 'INTERNAL_TOKEN must be at least 24 characters'),
});

const logger = createLogger('svc-albums.repair');

runMain(logger, async () => {
  const config = loadConfig(configSchema);
  const res = await fetch(`${config.ALBUMS_URL.replace(/\/$/, '')}/internal/repair`, { method: 'POST', headers: internalHeaders(config.INTERNAL_TOKEN) });
  const body = (await res.json().catch(() => null)) as { data?: { report?: unknown }; message?: string } | null;
  if (!res.ok) throw new Error(`svc-albums answered ${res.status}: ${body?.message ?? 'no message'}`);
  console.log(JSON.stringify(body?.data?.report, null, 2));
});
