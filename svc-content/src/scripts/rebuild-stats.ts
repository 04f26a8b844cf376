import { activityExports, connectMongo, createLogger, loadConfig, runMain, UserDirectory } from '@abialbum/service-kit';
import { z } from 'zod';
import { rebuildStats } from '../domain/stats-rebuild';
import { StatsCounting } from '../domain/stats-counting';
import { StatsCounters } from '../store/stats-counters.store';
import { StatsStore } from '../store/stats.store';
import { adminApiSource } from './admin-api.source';

/** `npm run rebuild-stats -w svc-content`: see svc-content/README.md "Rebuilding the statistics". */
const configSchema = z.object({
  MONGO_URL: z.string({ error: 'MONGO_URL is required' }).regex(/^mongodb(\+srv)?:\/\//, 'MONGO_URL must be a mongodb:// URL'),
  MONGO_DB: z.string().default('abialbum_content'),
  GATEWAY_URL: z.url('GATEWAY_URL must be a URL').default('http://127.0.0.1:8080'),
  ADMIN_EMAIL: z.string({ error: 'ADMIN_EMAIL is required' }).min(1, 'ADMIN_EMAIL is required'),
  ADMIN_PASSWORD: z.string({ error: 'ADMIN_PASSWORD is required' }).min(1, 'ADMIN_PASSWORD is required'),
  // svc-media's own port and the platform's token: its comment and reaction exports (Total Comments, Total Reactions).
  MEDIA_URL: z.url('MEDIA_URL must be a URL').optional(),
  INTERNAL_TOKEN: z.string().min(1).optional(),
});

const logger = createLogger('svc-content.rebuild-stats');

runMain(logger, async () => {
  const config = loadConfig(configSchema);
  const owners = await adminApiSource(config.GATEWAY_URL, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
  const activity = config.MEDIA_URL && config.INTERNAL_TOKEN ? activityExports(config.MEDIA_URL, config.INTERNAL_TOKEN) : null;
  if (!activity) logger.warn('MEDIA_URL or INTERNAL_TOKEN unset: comments and reactions are only recounted from what is held');
  const source = { ...owners, ...activity };
  const connection = await connectMongo(config.MONGO_URL, config.MONGO_DB);
  try {
    const store = new StatsStore(connection);
    const directory = new UserDirectory(connection);
    const counting = new StatsCounting({ store, directory, counters: new StatsCounters(connection) });
    const report = await rebuildStats({ store, directory, counting }, source);
    logger.info(report, 'statistics rebuilt from the owners');
  } finally {
    await connection.close();
  }
});
