import type { Model } from 'mongoose';

/**
 * What the gauges of metrics.ts read when Prometheus scrapes: the broker's queues (one round of `checkQueue` shared by
 * the gauges of a scrape) and the outboxes of the stores (counted, then kept a few seconds so scrapes stay cheap). Each
 * read has a time limit: a broker or database that does not answer leaves its series out of that scrape.
 */

export interface QueueStats {
  queue: string;
  messages: number;
  consumers: number;
}

/** What a broker connection consumes (the EventBus): its queues and their dead letters, asked when scraped. */
export interface QueueSource {
  queueStats(): Promise<QueueStats[]>;
}

const queueSources = new Set<QueueSource>();
/** svc-media's job queues by kind (`posters`, `playback`): their waiting messages are its derivative jobs queued. */
export const derivativeQueues = new Map<string, string>();
let queueSample: { at: number; stats: Promise<QueueStats[]> } | undefined;
const SAMPLE_SHARE_MS = 1_000;
const SAMPLE_TIMEOUT_MS = 2_000;

const withTimeout = <T>(work: Promise<T>, fallback: T): Promise<T> =>
  Promise.race([work.catch(() => fallback), new Promise<T>((resolve) => setTimeout(() => resolve(fallback), SAMPLE_TIMEOUT_MS).unref())]);

/** One round of `checkQueue` per scrape, shared by the gauges that read it. */
export function sampleQueues(): Promise<QueueStats[]> {
  if (queueSample && Date.now() - queueSample.at < SAMPLE_SHARE_MS) return queueSample.stats;
  const stats = Promise.all([...queueSources].map((source) => withTimeout(source.queueStats(), []))).then((all) => all.flat());
  queueSample = { at: Date.now(), stats };
  return stats;
}

export function watchQueues(source: QueueSource): () => void {
  queueSources.add(source);
  return () => queueSources.delete(source);
}

/** Names svc-media's derivative job queues (`{ posters: 'svc-media.posters', ... }`). */
export function watchDerivativeQueues(queues: Record<string, string>): void {
  for (const [kind, queue] of Object.entries(queues)) derivativeQueues.set(kind, queue);
}

// --- Outboxes ---------------------------------------------------------------------------------------------------

type OutboxModel = Model<never>;
const outboxes = new Set<OutboxModel>();
const OUTBOX_CACHE_MS = 5_000;
/** The oldest event is looked for among this many pending documents (all of them while the backlog is smaller). */
const OUTBOX_SCAN = 500;
let outboxSample: { at: number; result: Promise<Map<string, { backlog: number; oldestAt: number | null }>> } | undefined;

/** The outbox relay's collections (its sources), counted while it runs. */
export function watchOutboxes(models: OutboxModel[]): () => void {
  for (const model of models) outboxes.add(model);
  outboxSample = undefined;
  return () => models.forEach((model) => outboxes.delete(model));
}

async function countOutbox(model: OutboxModel): Promise<{ backlog: number; oldestAt: number | null }> {
  const pending = { outboxPending: true } as never;
  const backlog = await model.countDocuments(pending);
  if (backlog === 0) return { backlog, oldestAt: null };
  const docs = (await model.find(pending, { outbox: 1 } as never).limit(OUTBOX_SCAN).lean()) as unknown as { outbox?: { occurredAt?: string }[] }[];
  let oldestAt: number | null = null;
  for (const doc of docs) {
    for (const event of doc.outbox ?? []) {
      const at = Date.parse(event.occurredAt ?? '');
      if (Number.isFinite(at) && (oldestAt === null || at < oldestAt)) oldestAt = at;
    }
  }
  return { backlog, oldestAt };
}

export function sampleOutboxes(): Promise<Map<string, { backlog: number; oldestAt: number | null }>> {
  if (outboxSample && Date.now() - outboxSample.at < OUTBOX_CACHE_MS) return outboxSample.result;
  const result = Promise.all(
    [...outboxes].map(async (model) => [model.collection.collectionName, await withTimeout(countOutbox(model), undefined)] as const),
  ).then((entries) => {
    const byCollection = new Map<string, { backlog: number; oldestAt: number | null }>();
    for (const [collection, counted] of entries) {
      if (!counted) continue; // the database did not answer in time: the series is left out of this scrape
      const seen = byCollection.get(collection) ?? { backlog: 0, oldestAt: null };
      const oldestAt = seen.oldestAt === null ? counted.oldestAt : counted.oldestAt === null ? seen.oldestAt : Math.min(seen.oldestAt, counted.oldestAt);
      byCollection.set(collection, { backlog: seen.backlog + counted.backlog, oldestAt });
    }
    return byCollection;
  });
  outboxSample = { at: Date.now(), result };
  return result;
}
