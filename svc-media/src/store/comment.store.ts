import { COMMENTS_PAGE, type EventEnvelope } from '@abialbum/contracts';
import { addListFields, addOutbox, documentLocks, listId, lockKey, PagedLists, placesOf, type Listed, type OutboxDocument } from '@abialbum/service-kit';
import { Schema, Types, type Connection, type Model } from 'mongoose';

/** A comment on a media item (plain text, as written). */
export interface CommentRecord {
  id: string;
  mediaId: string;
  albumId: string;
  authorId: string;
  text: string;
  /** Its author is blocked: out of the item's list (and its count) until unblocked, back to the same place. */
  authorBlocked: boolean;
  createdAt: Date;
  editedAt: Date | null;
}

type CommentDocument = Omit<CommentRecord, 'id'> & OutboxDocument & Partial<Listed> & { _id: string };
export type NewComment = Pick<CommentRecord, 'mediaId' | 'albumId' | 'authorId' | 'text'>;
/** The events of a change, given the comment and how many comments its item shows right after. */
type EventsFor = (comment: CommentRecord, commentCount: number) => EventEnvelope[];

const schema = addOutbox(
  new Schema<CommentDocument>(
    {
      _id: { type: String },
      mediaId: { type: String, required: true, index: true },
      albumId: { type: String, required: true },
      authorId: { type: String, required: true, index: true },
      text: { type: String, required: true },
      authorBlocked: { type: Boolean, default: false },
      createdAt: { type: Date, required: true },
      editedAt: { type: Date, default: null },
    },
    { versionKey: false },
  ),
);
addListFields(schema);

const PROJECTION = { outbox: 0, outboxPending: 0, deletedAt: 0, lists: 0 } as const;
const LIVE = { deletedAt: null } as const;
/** An item's comments, oldest first: one list per media item, read a page (a bucket or two) at a time. */
export const commentList = (mediaId: string) => listId('mediaComments', mediaId);
/** An album's comments, newest first (the owner's Activity tab): one list per album. */
export const albumCommentList = (albumId: string) => listId('albumComments', albumId);
/** The lists a shown comment is in: its item's and its album's. */
const shownIn = (comment: Pick<CommentRecord, 'mediaId' | 'albumId'>) => ({ mediaComments: comment.mediaId, albumComments: comment.albumId });
const shownInNone = { mediaComments: null, albumComments: null };
/** Comments whose album-list place is taken out at once when their item is deleted. */
const REMOVAL_BATCH = 100;

function toRecord(doc: CommentDocument): CommentRecord {
  const { _id, outbox: _o, outboxPending: _p, deletedAt: _d, lists: _l, listPos: _lp, ...fields } = doc;
  return { ...fields, authorBlocked: fields.authorBlocked ?? false, editedAt: fields.editedAt ?? null, id: String(_id) };
}

export type CommentStore = ReturnType<typeof commentStore>;

/**
 * Comments, each a document of its own in two PagedLists lists (README "Data at scale"): its item's (oldest first,
 * the viewer's) and its album's (newest first, the owner's Activity tab). A page of 20 reads a bucket or two whatever
 * the number of comments, and the item's count is its list head's total.
 */
export function commentStore(connection: Connection) {
  const Comment =
    (connection.models.Comment as Model<CommentDocument> | undefined) ?? connection.model<CommentDocument>('Comment', schema, 'comments');
  const asModel = Comment as unknown as Model<never>;
  const lists = new PagedLists(connection, 'comment_lists', COMMENTS_PAGE);
  const lock = <T>(id: string, work: () => Promise<T>) => documentLocks.run(lockKey(Comment.collection.collectionName, id), work);

  async function findLiveDoc(id: string): Promise<CommentDocument | null> {
    return Comment.findOne({ _id: id, ...LIVE }, { outbox: 0 }).lean<CommentDocument>();
  }

  async function count(mediaId: string): Promise<number> {
    const [total] = await lists.totals([commentList(mediaId)]);
    return total ?? 0;
  }

  return {
    model: Comment,
    lists,
    count,

    async findLive(id: string): Promise<CommentRecord | null> {
      const doc = await findLiveDoc(id);
      return doc && toRecord(doc);
    },

    async create(input: NewComment, eventsFor: EventsFor): Promise<CommentRecord> {
      const comment: CommentRecord = { ...input, id: new Types.ObjectId().toHexString(), authorBlocked: false, createdAt: new Date(), editedAt: null };
      const { id, ...fields } = comment;
      return lock(id, () =>
        lists.placeAndWrite(asModel, null, shownIn(input), async (placed, totals) => {
          const shown = totals[commentList(input.mediaId)] ?? (await count(input.mediaId));
          await Comment.create({ _id: id, ...fields, ...placed, outbox: eventsFor(comment, shown), outboxPending: true });
          return comment;
        }),
      );
    },

    /** The author's new text. Null when the comment is gone. */
    edit(id: string, text: string): Promise<CommentRecord | null> {
      return lock(id, async () => {
        const doc = await findLiveDoc(id);
        if (!doc) return null;
        const editedAt = new Date();
        await Comment.updateOne({ _id: id, ...LIVE }, { $set: { text, editedAt } });
        return { ...toRecord(doc), text, editedAt };
      });
    },

    /** Out of its item's list, with its event; the relay removes the document once the event is out. */
    markDeleted(id: string, eventsFor: EventsFor): Promise<CommentRecord | null> {
      return lock(id, async () => {
        const doc = await findLiveDoc(id);
        if (!doc) return null;
        const current = toRecord(doc);
        return lists.placeAndWrite(asModel, doc, shownInNone, async (placed, totals) => {
          const shown = totals[commentList(current.mediaId)] ?? (await count(current.mediaId));
          await Comment.updateOne(
            { _id: id, ...LIVE },
            { $set: { deletedAt: new Date(), ...placed, outboxPending: true }, $push: { outbox: { $each: eventsFor(current, shown) } } },
          );
          return current;
        });
      });
    },

    /** One page of an item's comments, oldest first, and how many it shows. */
    async page(mediaId: string, page: { skip: number; limit: number }): Promise<{ items: CommentRecord[]; total: number }> {
      const { items, total } = await lists.page<CommentDocument>(asModel, commentList(mediaId), { ...page, oldestFirst: true }, { projection: PROJECTION });
      return { items: items.map(toRecord), total };
    },

    /** One page of an album's comments, newest first, and how many it shows. */
    async albumPage(albumId: string, page: { skip: number; limit: number }): Promise<{ items: CommentRecord[]; total: number }> {
      const { items, total } = await lists.page<CommentDocument>(asModel, albumCommentList(albumId), page, { projection: PROJECTION });
      return { items: items.map(toRecord), total };
    },

    /**
     * Many comments at once, without events (the scale benchmark's seed): one head write per list, in the order
     * given (the last is the newest), a minute apart.
     */
    async importMany(inputs: NewComment[]): Promise<string[]> {
      const now = Date.now();
      const placed = await lists.placeNew(inputs.map(shownIn));
      const docs = inputs.map((input, i) => ({
        _id: new Types.ObjectId().toHexString(),
        ...input,
        authorBlocked: false,
        createdAt: new Date(now - (inputs.length - i) * 60_000),
        editedAt: null,
        ...(placed[i] as Listed),
        outbox: [],
        outboxPending: false,
      }));
      for (let i = 0; i < docs.length; i += 1000) await Comment.insertMany(docs.slice(i, i + 1000));
      return docs.map((doc) => doc._id);
    },

    /** Every live comment, blocked authors' too, one at a time (the export: a whole-collection read). */
    async *live(): AsyncIterable<CommentRecord> {
      for await (const doc of Comment.find(LIVE, PROJECTION).lean<CommentDocument[]>().cursor({ batchSize: 500 })) yield toRecord(doc as CommentDocument);
    },

    /**
     * user.blocked / user.unblocked: the author's comments leave their items' and albums' lists, or come back to their
     * places. Answers the items whose comments moved (their counts follow).
     */
    async setAuthorBlocked(authorId: string, authorBlocked: boolean): Promise<string[]> {
      const moved = new Set<string>();
      const docs = await Comment.find({ authorId, ...LIVE, authorBlocked: !authorBlocked }, { _id: 1 }).lean<{ _id: string }[]>();
      for (const { _id } of docs) {
        await lock(_id, async () => {
          const doc = await findLiveDoc(_id);
          if (!doc || (doc.authorBlocked ?? false) === authorBlocked) return;
          await lists.placeAndWrite(asModel, doc, authorBlocked ? shownInNone : shownIn(doc), (placed) => Comment.updateOne({ _id, ...LIVE }, { $set: { authorBlocked, ...placed } }));
          moved.add(doc.mediaId);
        });
      }
      return [...moved];
    },

    /**
     * Its media item is deleted: every comment goes, first out of its album's list (each under its lock: one deleted
     * meanwhile has left already), then the item's list head (a write path, by equality). A crash in between leaves
     * heads the start repair sets right from the comments that are still there.
     */
    async removeForMedia(mediaId: string): Promise<number> {
      const ids = (await Comment.find({ mediaId }, { _id: 1 }).lean<{ _id: string }[]>()).map((doc) => doc._id);
      for (let i = 0; i < ids.length; i += REMOVAL_BATCH) {
        await Promise.all(
          ids.slice(i, i + REMOVAL_BATCH).map((_id) =>
            lock(_id, async () => {
              const doc = await Comment.findById(_id, { lists: 1, listPos: 1 }).lean<Listed>();
              if (doc) await lists.place(doc, { albumComments: null });
            }),
          ),
        );
      }
      const removed = await Comment.deleteMany({ mediaId });
      await lists.removeHead(commentList(mediaId));
      return removed.deletedCount;
    },

    /**
     * Heads set to what the comments hold (a crash between a head's write and its comment's), after placing the shown
     * comments made before albums had lists in their album's list (oldest first, so that the newest come first).
     */
    async repairLists(): Promise<{ placed: number; repaired: string[] }> {
      const all = await Comment.find({}, { lists: 1, listPos: 1, createdAt: 1, deletedAt: 1, authorBlocked: 1 }).lean<CommentDocument[]>();
      const unplaced = all
        .filter((doc) => !doc.deletedAt && !doc.authorBlocked && !placesOf(doc.listPos).albumComments)
        // Two comments of one millisecond: their ids (made in the order they were written) say which came first.
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || String(a._id).localeCompare(String(b._id)));
      let placed = 0;
      for (const { _id } of unplaced) {
        await lock(_id, async () => {
          const doc = await findLiveDoc(_id);
          if (!doc || doc.authorBlocked || placesOf(doc.listPos).albumComments) return;
          await Comment.updateOne({ _id, ...LIVE }, { $set: await lists.place(doc, { albumComments: doc.albumId }) });
          placed += 1;
        });
      }
      const items = placed > 0 ? await Comment.find({}, { lists: 1, listPos: 1 }).lean<Listed[]>() : all;
      return { placed, repaired: await lists.repair(asModel, items) };
    },

    /** How many comments each item shows, counted from the comments (the start repair of the items' counts). */
    async shownPerItem(): Promise<Map<string, number>> {
      const counts = new Map<string, number>();
      for await (const doc of Comment.find(LIVE, { mediaId: 1, authorBlocked: 1 }).lean<CommentDocument[]>().cursor({ batchSize: 500 })) {
        const { mediaId, authorBlocked } = doc as CommentDocument;
        if (!authorBlocked) counts.set(mediaId, (counts.get(mediaId) ?? 0) + 1);
      }
      return counts;
    },

    /** How many comments one item shows, counted from its comments (by equality: a repair's check of one item). */
    shownOn: (mediaId: string) => Comment.countDocuments({ mediaId, ...LIVE, authorBlocked: { $ne: true } }),
  };
}
