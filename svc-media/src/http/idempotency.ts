import { createHash } from 'node:crypto';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_HOURS,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_REPLAYED_HEADER,
  idempotencyMessages,
} from '@abialbum/contracts';
import { AppError, BadRequestError, ConflictError, currentUser } from '@abialbum/service-kit';
import type { Context, Middleware, Next } from 'koa';
import type { AnswerClaim, AnswerClaims } from '../store/answer-claims.store';

export interface IdempotencyOptions {
  /** How long a repeat waits for the first request to answer before it is told to try again (409). */
  waitMs?: number;
  /** A request still running after this long died with its process: its key may be used afresh. */
  staleAfterMs: number;
}

const KEY_LIFETIME_MS = IDEMPOTENCY_KEY_HOURS * 3_600_000;

/**
 * What the request is: the same key for another call, or for another JSON body, is a client's mistake (422).
 * A multipart body is not compared: it is streamed, and a repeat is answered before it is read.
 */
function fingerprintOf(ctx: Context): string {
  const raw = (ctx.request as { rawBody?: unknown }).rawBody;
  return createHash('sha256')
    .update(`${ctx.method} ${ctx.path}?${ctx.querystring}\n${typeof raw === 'string' ? raw : ''}`)
    .digest('base64url');
}

function replay(ctx: Context, claim: AnswerClaim): void {
  const answer = claim.answer;
  if (!answer) throw new ConflictError(idempotencyMessages.inProgress, 'IDEMPOTENCY_KEY_IN_USE');
  // The repeat's own body (a file again) is read and dropped, so its client can take the answer.
  ctx.req.resume();
  ctx.status = answer.status;
  ctx.body = JSON.parse(answer.body) as unknown;
  ctx.set({ ...answer.headers, [IDEMPOTENCY_REPLAYED_HEADER]: 'true' });
}

/**
 * Issue 28: an optional `Idempotency-Key` (contracts' IDEMPOTENCY_KEY_HEADER) makes a call that stores something
 * take effect once per user and key for 24 hours. The key is claimed by a unique insert before the route runs, so
 * that two instances given the same repeat at once agree on which one runs it; the other waits briefly for its
 * answer, then answers 409. Only a success is kept for repeats: a refusal stored nothing, so its repeat runs again.
 * Mounted after `requireUser`.
 */
export function idempotent(claims: AnswerClaims, options: IdempotencyOptions): Middleware {
  const waitMs = options.waitMs ?? 2_000;
  return async (ctx: Context, next: Next) => {
    const key = ctx.get(IDEMPOTENCY_KEY_HEADER);
    if (!key) return next();
    if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new BadRequestError(idempotencyMessages.invalid, 'VALIDATION_ERROR');
    const owner = currentUser(ctx).userId;
    const id = `${owner}:${key}`;
    const fingerprint = fingerprintOf(ctx);
    const outcome = await claims.claim(id, { owner, fingerprint, expiresAt: new Date(Date.now() + KEY_LIFETIME_MS), staleAfterMs: options.staleAfterMs });
    if (!outcome.won) {
      if (outcome.existing.fingerprint !== fingerprint) throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', idempotencyMessages.reused);
      const settled = outcome.existing.state === 'done' ? outcome.existing : await claims.waitFor(id, waitMs);
      // Gone meanwhile: the first request failed, and this one may run. Rare enough to ask for a retry instead.
      if (!settled) throw new ConflictError(idempotencyMessages.inProgress, 'IDEMPOTENCY_KEY_IN_USE');
      return replay(ctx, settled);
    }
    try {
      await next();
    } catch (err) {
      await claims.release(id).catch(() => undefined);
      throw err;
    }
    if (ctx.status >= 200 && ctx.status < 300 && ctx.body !== undefined) {
      await claims.settle(id, { status: ctx.status, body: JSON.stringify(ctx.body), headers: {} });
    } else {
      await claims.release(id);
    }
  };
}
