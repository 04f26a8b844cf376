import os from 'node:os';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { defaultResource, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, SimpleSpanProcessor, type SpanExporter } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

/**
 * The OpenTelemetry SDK of one process (loaded by startTracing only when tracing is on): a tracer provider named for
 * the service and instance, the AsyncLocalStorage context manager and the W3C trace-context propagator as globals.
 * Spans go to `exporter` one by one when given (tests), else batched to OTLP over HTTP (OTEL_EXPORTER_OTLP_* and
 * OTEL_BSP_* variables).
 */
export function startProvider(service: string, exporter?: SpanExporter): NodeTracerProvider {
  const resource = defaultResource().merge(
    resourceFromAttributes({
      'service.name': service,
      'service.instance.id': `${os.hostname()}:${process.pid}`,
    }),
  );
  const provider = new NodeTracerProvider({
    resource,
    spanProcessors: [exporter ? new SimpleSpanProcessor(exporter) : new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  return provider;
}
