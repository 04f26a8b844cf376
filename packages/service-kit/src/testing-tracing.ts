import type { ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { startTracing } from './observability/tracing';

/**
 * Tracing on in this test process, its spans kept in memory (the SDK's InMemorySpanExporter) instead of sent: what the
 * services in the process record through the kit's hooks is read back with `spans()`. `stop` turns tracing off again.
 */
export async function recordSpans(service = 'test') {
  // Loaded here, not with the testing helpers: only tests that trace read the SDK.
  const { InMemorySpanExporter } = await import('@opentelemetry/sdk-trace-base');
  const exporter = new InMemorySpanExporter();
  const tracing = await startTracing(service, { exporter });
  if (!tracing) throw new Error('tracing did not start (OTEL_SDK_DISABLED?)');
  return {
    spans: (): ReadableSpan[] => exporter.getFinishedSpans(),
    /** The spans of one trace. */
    trace: (traceId: string): ReadableSpan[] => exporter.getFinishedSpans().filter((span) => span.spanContext().traceId === traceId),
    reset: () => exporter.reset(),
    stop: () => tracing.shutdown(),
  };
}

export type SpanRecorder = Awaited<ReturnType<typeof recordSpans>>;
/** A recorded span (the kit's SDK version, whatever another copy in node_modules says). */
export type { ReadableSpan };
