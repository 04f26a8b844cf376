import { createLogger, runMain, serve, serveMetrics, startTracing } from '@abialbum/service-kit';
import { createApp } from './app';
import { loadGatewayConfig } from './config';
import { createUpstreamProxy } from './proxy/upstream-proxy';
import { upstreamPools, upstreamsOf } from './routes/api.routes';
import { warmCompressionCache } from './static/warm-up';

const logger = createLogger('svc-gateway');

runMain(logger, async () => {
  // First: spans sent by OTLP when OTEL_EXPORTER_OTLP_ENDPOINT is set (README "Traces"); nothing otherwise. Each
  // request carries its own span (no AsyncLocalStorage: its async hooks would cost every call through the gateway).
  await startTracing('svc-gateway', { asyncContext: false });
  const config = loadGatewayConfig();
  logger.level = config.LOG_LEVEL;
  const proxy = createUpstreamProxy();
  const pools = upstreamPools(config);
  const app = createApp(config, { logger, proxy, pools });
  // The gateway's own /metrics, on a port of its own that the public route never reaches (README "Metrics").
  const metrics = config.METRICS_PORT === undefined ? undefined : await serveMetrics(config.METRICS_PORT, config.METRICS_HOST);
  if (metrics) logger.info({ port: config.METRICS_PORT, host: config.METRICS_HOST }, 'metrics listening');
  // On SIGTERM serve() answers /ready 503 and lets calls in flight (streams included) finish; then the probes and pooled
  // connections go.
  const server = await serve(app, config.PORT, logger, [
    { name: 'upstream probes', close: () => pools.stop() },
    { name: 'upstream connections', close: () => proxy.close() },
    { name: 'metrics listener', close: () => metrics?.close() },
  ]);
  // Node's default of 5 minutes for a whole request would cut off large uploads; the proxy's idle timeout guards instead.
  server.requestTimeout = 0;
  logger.info({ upstreams: upstreamsOf(config), webRoot: config.WEB_ROOT }, 'gateway ready');
  void warmCompressionCache(config.WEB_ROOT).then(
    (files) => logger.info({ files }, 'front-end files compressed'),
    (err: Error) => logger.warn({ err: err.message }, 'could not pre-compress the front ends'),
  );
});
