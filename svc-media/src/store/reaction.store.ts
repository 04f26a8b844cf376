import { emptyReactionCounts, REACTION_KINDS, type EventEnvelope, type ReactionCounts, type ReactionKind } from '@abialbum/contracts';
import { addOutbox, documentLocks, lockKey, type OutboxDocument } from '@abialbum/service-kit';
import { Schema, type Connection, type Model } from 'mongoose';

/**
 * A user's reaction to a media item: one document per (item, user), kept when removed (`kind: null`) so its
 * revision goes on growing (reaction.changed events are ordered by it).
 */
export interface ReactionRecord {
  mediaId: string;
  userId: string;
  kind: ReactionKind | null;
  /** Its user is blocked: not counted until unblocked. */
  hidden: boolean;
  revision: number;
  updatedAt: Date;
}

type ReactionDocument = ReactionRecord & OutboxDocument & { _id: string };
/** An item's counts per kind (those of blocked users left out): one document per item, moved with each change. */
type CountsDocument = ReactionCounts & { _id: string };

/** What a change answers: the reaction before and after, and the item's counts after. */
export interface ReactionChange {
  previous: ReactionKind | null;
  reaction: ReactionRecord;
  counts: ReactionCounts;
}
type EventsFor = (change: ReactionChange) => EventEnvelope[];

const schema = addOutbox(
  new Schema<ReactionDocument>(
    {
      _id: { type: String },
      mediaId: { type: String, required: true },
      userId: { type: String, required: true, index: true },
      kind: { type: String, default: null },
      hidden: { type: Boolean, default: false },
      revision: { type: Number, required: true },
      updatedAt: { type: Date, required: true },
    },
    { versionKey: false },
  ),
);
// One reaction per user per item.
schema.index({ mediaId: 1, userId: 1 }, { unique: true });

const countsSchema = new Schema<CountsDocument>(
  { _id: { type: String }, ...Object.fromEntries(REACTION_KINDS.map((kind) => [kind, { type: Number, default: 0 }])) },
  { versionKey: false },
);

const reactionId = (mediaId: string, userId: string) => `${mediaId}:${userId}`;
const PROJECTION = { outbox: 0, outboxPending: 0, deletedAt: 0 } as const;

/** How many reactions counts hold, of every kind. */
export const reactionTotal = (counts: ReactionCounts) => REACTION_KINDS.reduce((sum, kind) => sum + counts[kind], 0);

const sameCounts = (a: ReactionCounts, b: ReactionCounts) => REACTION_KINDS.every((kind) => a[kind] === b[kind]);

/** Counts per kind of the reactions shown (not removed, not a blocked user's). */
function countShown(docs: Iterable<Pick<ReactionDocument, 'kind' | 'hidden'>>): ReactionCounts {
  const counts = emptyReactionCounts();
  for (const doc of docs) if (doc.kind && !doc.hidden && doc.kind in counts) counts[doc.kind] += 1;
  return counts;
}

function countsOf(doc: Partial<ReactionCounts> | null): ReactionCounts {
  const counts = emptyReactionCounts();
  for (const kind of REACTION_KINDS) counts[kind] = Math.max(0, Number(doc?.[kind] ?? 0));
  return counts;
}

/** The moves of the counts from one reaction to another (only those shown count). */
function moves(before: ReactionKind | null, after: ReactionKind | null): Partial<Record<ReactionKind, number>> {
  const inc: Partial<Record<ReactionKind, number>> = {};
  if (before) inc[before] = (inc[before] ?? 0) - 1;
  if (after) inc[after] = (inc[after] ?? 0) + 1;
  return Object.fromEntries(Object.entries(inc).filter(([, n]) => n !== 0));
}

export type ReactionStore = ReturnType<typeof reactionStore>;

export function reactionStore(connection: Connection) {
  const Reaction =
    (connection.models.Reaction as Model<ReactionDocument> | undefined) ?? connection.model<ReactionDocument>('Reaction', schema, 'reactions');
  const Counts =
    (connection.models.ReactionCounts as Model<CountsDocument> | undefined) ??
    connection.model<CountsDocument>('ReactionCounts', countsSchema, 'reaction_counts');
  // Every change of an item's reactions under the item's lock: its counts document is written by each of them.
  const lock = <T>(mediaId: string, work: () => Promise<T>) => documentLocks.run(lockKey(Counts.collection.collectionName, mediaId), work);
  // And each write of a reaction document under that document's own lock, which the outbox relay takes too: on
  // FerretDB 1.x an update is a read and a write, so a relay's settle racing a store's write would lose one of them.
  const own = <T>(id: string, work: () => Promise<T>) => documentLocks.run(lockKey(Reaction.collection.collectionName, id), work);

  async function counts(mediaId: string): Promise<ReactionCounts> {
    return countsOf(await Counts.findById(mediaId).lean<CountsDocument>());
  }

  async function move(mediaId: string, inc: Partial<Record<ReactionKind, number>>, before: ReactionCounts): Promise<ReactionCounts> {
    const after = { ...before };
    for (const [kind, n] of Object.entries(inc) as Array<[ReactionKind, number]>) after[kind] = Math.max(0, after[kind] + n);
    if (Object.keys(inc).length > 0) await Counts.updateOne({ _id: mediaId }, { $set: after }, { upsert: true });
    return after;
  }

  return {
    model: Reaction,
    counts,

    async mine(mediaId: string, userId: string): Promise<ReactionKind | null> {
      const doc = await Reaction.findById(reactionId(mediaId, userId), { kind: 1 }).lean<Pick<ReactionDocument, 'kind'>>();
      return doc?.kind ?? null;
    },

    /** The user's reaction becomes `next` (null: none), with its event; the item's counts move with it. */
    set(mediaId: string, userId: string, next: (current: ReactionKind | null) => ReactionKind | null, eventsFor: EventsFor): Promise<ReactionChange> {
      return lock(mediaId, async () => {
        const _id = reactionId(mediaId, userId);
        const doc = await Reaction.findById(_id, PROJECTION).lean<ReactionDocument>();
        const previous = doc?.kind ?? null;
        const kind = next(previous);
        const reaction: ReactionRecord = { mediaId, userId, kind, hidden: false, revision: (doc?.revision ?? 0) + 1, updatedAt: new Date() };
        // A hidden reaction (a blocked user's) was not counted: nothing to take back.
        const shown = doc && !doc.hidden ? previous : null;
        const after = await move(mediaId, moves(shown, kind), await counts(mediaId));
        const change = { previous, reaction, counts: after };
        const events = eventsFor(change);
        await own(_id, async () => {
          if (doc) {
            await Reaction.updateOne(
              { _id },
              { $set: { kind, hidden: false, revision: reaction.revision, updatedAt: reaction.updatedAt, outboxPending: true }, $push: { outbox: { $each: events } } },
            );
          } else {
            await Reaction.create({ _id, ...reaction, outbox: events, outboxPending: true });
          }
        });
        return change;
      });
    },

    /** user.blocked / user.unblocked: the user's reactions leave or rejoin their items' counts. Answers those items. */
    async setUserHidden(userId: string, hidden: boolean): Promise<string[]> {
      const moved = new Set<string>();
      const docs = await Reaction.find({ userId, hidden: !hidden }, { mediaId: 1 }).lean<Array<Pick<ReactionDocument, 'mediaId'>>>();
      for (const { mediaId } of docs) {
        await lock(mediaId, async () => {
          const _id = reactionId(mediaId, userId);
          const doc = await Reaction.findById(_id, PROJECTION).lean<ReactionDocument>();
          if (!doc || (doc.hidden ?? false) === hidden) return;
          const kind = doc.kind ?? null;
          await move(mediaId, hidden ? moves(kind, null) : moves(null, kind), await counts(mediaId));
          await own(_id, () => Reaction.updateOne({ _id }, { $set: { hidden } }));
          moved.add(mediaId);
        });
      }
      return [...moved];
    },

    /**
     * Each item's counts set to what its reactions hold, where they differ (a crash between the counts' write and the
     * reaction's): one pass over the reactions and the counts, then each item that differs recounted in its lock by
     * equality, so that a change meanwhile is never undone. Answers the items set right.
     */
    async repairCounts(): Promise<string[]> {
      const seen = new Map<string, Array<Pick<ReactionDocument, 'kind' | 'hidden'>>>();
      for await (const doc of Reaction.find({}, { mediaId: 1, kind: 1, hidden: 1 }).lean<ReactionDocument[]>().cursor({ batchSize: 500 })) {
        const { mediaId, kind, hidden } = doc as ReactionDocument;
        const ofItem = seen.get(mediaId) ?? [];
        ofItem.push({ kind, hidden });
        seen.set(mediaId, ofItem);
      }
      const stored = new Map((await Counts.find({}).lean<CountsDocument[]>()).map((doc) => [doc._id, countsOf(doc)]));
      const repaired: string[] = [];
      for (const mediaId of new Set([...seen.keys(), ...stored.keys()])) {
        const wanted = countShown(seen.get(mediaId) ?? []);
        if (sameCounts(wanted, stored.get(mediaId) ?? emptyReactionCounts())) continue;
        const fixed = await lock(mediaId, async () => {
          const now = countShown(await Reaction.find({ mediaId }, { kind: 1, hidden: 1 }).lean<ReactionDocument[]>());
          if (sameCounts(now, await counts(mediaId))) return false;
          await Counts.updateOne({ _id: mediaId }, { $set: now }, { upsert: true });
          return true;
        });
        if (fixed) repaired.push(mediaId);
      }
      return repaired;
    },

    /** How many reactions each item shows (its counts documents, one read of them all: the start repair). */
    async shownPerItem(): Promise<Map<string, number>> {
      const docs = await Counts.find({}).lean<CountsDocument[]>();
      return new Map(docs.map((doc) => [doc._id, reactionTotal(countsOf(doc))]));
    },

    /** Every user's reaction at its newest revision, one at a time (the export: a whole-collection read). */
    async *all(): AsyncIterable<Pick<ReactionRecord, 'mediaId' | 'userId' | 'kind' | 'revision'>> {
      const docs = Reaction.find({}, { mediaId: 1, userId: 1, kind: 1, revision: 1 }).lean<ReactionDocument[]>().cursor({ batchSize: 500 });
      for await (const doc of docs) {
        const { mediaId, userId, kind, revision } = doc as ReactionDocument;
        yield { mediaId, userId, kind: kind ?? null, revision };
      }
    },

    /** Its media item is deleted: its reactions and counts go (a write path, by equality). */
    removeForMedia(mediaId: string): Promise<number> {
      return lock(mediaId, async () => {
        const removed = await Reaction.deleteMany({ mediaId });
        await Counts.deleteOne({ _id: mediaId });
        return removed.deletedCount;
      });
    },
  };
}
