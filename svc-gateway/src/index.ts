import { createLogger, runMain, serve } from '@abialbum/service-kit';
import { createApp } from './app';
import { loadGatewayConfig } from './config';
import { createUpstreamProxy } from './proxy/upstream-proxy';
import { upstreamPools, upstreamsOf } from './routes/api.routes';
import { warmCompressionCache } from './static/warm-up';

const logger = createLogger('svc-gateway');

runMain(logger, async () => {
  const config = loadGatewayConfig();
  logger.level = config.LOG_LEVEL;
  const proxy = createUpstreamProxy();
  const pools = upstreamPools(config);
  const app = createApp(config, { logger, proxy, pools });
  // On SIGTERM serve() answers /ready 503 and lets calls in flight (streams included) finish; then the probes and pooled
  // connections go.
  const server = await serve(app, config.PORT, logger, [
    { name: 'upstream probes', close: () => pools.stop() },
    { name: 'upstream connections', close: () => proxy.close() },
  ]);
  // Node's default of 5 minutes for a whole request would cut off large uploads; the proxy's idle timeout guards instead.
  server.requestTimeout = 0;
  logger.info({ upstreams: upstreamsOf(config), webRoot: config.WEB_ROOT }, 'gateway ready');
  void warmCompressionCache(config.WEB_ROOT).then(
    (files) => logger.info({ files }, 'front-end files compressed'),
    (err: Error) => logger.warn({ err: err.message }, 'could not pre-compress the front ends'),
  );
});
