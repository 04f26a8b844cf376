import { isDuplicateKey } from '@abialbum/service-kit';
import { Schema, type Connection, type Model } from 'mongoose';

/** An answer as it was sent: replayed as it is to a repeat of the request. */
export interface StoredAnswer {
  status: number;
  /** The JSON body, as text (kept whole, whatever its shape). */
  body: string;
  headers: Record<string, string>;
}

/**
 * One request that must take effect once (a tus upload's completion, a call with an Idempotency-Key): claimed by
 * whoever inserts it first, then holding the answer to replay until it expires.
 */
export interface AnswerClaim {
  _id: string;
  /** The user whose request it is: nobody else's repeat is answered from it. */
  owner: string;
  /** What the request was (method, path, a digest of its body): the same key for another request is refused. */
  fingerprint: string;
  state: 'running' | 'done';
  answer: StoredAnswer | null;
  claimedAt: Date;
  expiresAt: Date;
}

export type ClaimOutcome = { won: true } | { won: false; existing: AnswerClaim };

const schema = new Schema<AnswerClaim>(
  {
    _id: { type: String, required: true },
    owner: { type: String, required: true },
    fingerprint: { type: String, default: '' },
    state: { type: String, required: true },
    answer: { type: Schema.Types.Mixed, default: null },
    claimedAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true, index: true },
  },
  { versionKey: false },
);

export interface ClaimInput {
  owner: string;
  fingerprint: string;
  /** Until when the claim and its answer are kept. */
  expiresAt: Date;
  /** A claim still running after this long was left by a process that died: it may be taken over. */
  staleAfterMs: number;
}

/**
 * Claims decided by the database, so that every instance agrees: on FerretDB 1.24 only an insert under a unique key
 * (here `_id`) is atomic across connections (TOOLCHAIN.md), so the first insert wins and every other one reads the
 * winner's claim. Only the winner writes to its claim afterwards. No TTL index (FerretDB has none): expiry is a date
 * field checked by every read, and `removeExpired` runs periodically.
 */
export function answerClaims(connection: Connection, modelName: string, collection: string) {
  const Claim = (connection.models[modelName] as Model<AnswerClaim> | undefined) ?? connection.model<AnswerClaim>(modelName, schema, collection);
  const insert = async (id: string, input: ClaimInput): Promise<boolean> => {
    const now = new Date();
    try {
      await Claim.create({ _id: id, owner: input.owner, fingerprint: input.fingerprint, state: 'running', answer: null, claimedAt: now, expiresAt: input.expiresAt });
      return true;
    } catch (err) {
      if (isDuplicateKey(err)) return false;
      throw err;
    }
  };
  const outdated = (claim: AnswerClaim, input: ClaimInput, now: number) =>
    claim.expiresAt.getTime() <= now || (claim.state === 'running' && claim.claimedAt.getTime() + input.staleAfterMs <= now);

  return {
    model: Claim,
    async claim(id: string, input: ClaimInput): Promise<ClaimOutcome> {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        if (await insert(id, input)) return { won: true };
        const existing = await Claim.findById(id).lean<AnswerClaim>();
        if (!existing) continue; // removed meanwhile: try again
        if (!outdated(existing, input, Date.now())) return { won: false, existing };
        // Expired, or left running by a dead process: removed (a delete's count is atomic), then claimed afresh.
        await Claim.deleteOne({ _id: id, claimedAt: existing.claimedAt });
      }
      const existing = await Claim.findById(id).lean<AnswerClaim>();
      if (!existing) throw new Error(`claim ${id} could not be taken`);
      return { won: false, existing };
    },
    /** The claim as it stands, unless it has expired. */
    async find(id: string): Promise<AnswerClaim | null> {
      const found = await Claim.findById(id).lean<AnswerClaim>();
      return found && found.expiresAt.getTime() > Date.now() ? found : null;
    },
    /** Waits up to `waitMs` for a running claim to be answered; answers it as it then stands (null once gone). */
    async waitFor(id: string, waitMs: number, stepMs = 200): Promise<AnswerClaim | null> {
      const until = Date.now() + waitMs;
      for (;;) {
        const found = await this.find(id);
        if (!found || found.state === 'done' || Date.now() >= until) return found;
        await new Promise((resolve) => setTimeout(resolve, stepMs));
      }
    },
    /** The winner's request is answered: kept for repeats until `expiresAt`. */
    async settle(id: string, answer: StoredAnswer, expiresAt?: Date): Promise<void> {
      await Claim.updateOne({ _id: id }, { $set: { state: 'done', answer, ...(expiresAt ? { expiresAt } : {}) } });
    },
    /** The winner's request failed without effect: a repeat runs it again. */
    async release(id: string): Promise<void> {
      await Claim.deleteOne({ _id: id, state: 'running' });
    },
    async removeExpired(now = new Date()): Promise<number> {
      return (await Claim.deleteMany({ expiresAt: { $lte: now } })).deletedCount;
    },
  };
}

export type AnswerClaims = ReturnType<typeof answerClaims>;
