import { RESUMABLE_MEDIA_ID_HEADER, resumableMessages } from '@abialbum/contracts';
import { ConflictError } from '@abialbum/service-kit';
import type { Context } from 'koa';
import type { AnswerClaim, AnswerClaims, StoredAnswer } from '../store/answer-claims.store';

/**
 * A completion still running after this long was left by a process that died (sniffing and storing 100 MB takes
 * seconds; its derivatives come later, in jobs): the next final PATCH may run it again.
 */
export const FINISH_STALE_MS = 10 * 60_000;

/** How long a repeated final PATCH waits for a completion under way (another instance's) before it is told to retry. */
const FINISH_WAIT_MS = 3_000;

const JSON_TYPE = { 'Content-Type': 'application/json; charset=utf-8' };

/** A stored answer as an `onUploadFinish` hook returns it to tus. */
export const forTus = (answer: StoredAnswer) => ({ status_code: answer.status, headers: { ...JSON_TYPE, ...answer.headers }, body: answer.body });

const stillFinishing = (): StoredAnswer => ({
  status: 409,
  body: JSON.stringify({ success: false, data: null, message: resumableMessages.stillFinishing, code: 'UPLOAD_FINISHING' }),
  headers: {},
});

/**
 * The last PATCH again, while its completion runs or once it ran: the first answer (the same media item), never a
 * second completion; 409 (tus clients retry it) when the first is not done within a few seconds.
 */
export async function repeatedFinish(finishes: AnswerClaims, id: string, existing: AnswerClaim): Promise<StoredAnswer> {
  const settled = existing.state === 'done' ? existing : await finishes.waitFor(id, FINISH_WAIT_MS);
  return settled?.state === 'done' && settled.answer ? settled.answer : stillFinishing();
}

/**
 * tus 1.0: a finished upload still answers HEAD with its offset (its length) until it expires, so a client that lost
 * the last PATCH's answer learns it is complete (and, from `Upload-Media-Id`, which item it made); a PATCH at that
 * offset with no bytes answers what the last PATCH answered. Answered from the database, by any instance.
 */
export function answerFinished(ctx: Context, finished: AnswerClaim & { answer: StoredAnswer }): void {
  const { answer } = finished;
  const length = answer.headers['Upload-Length'] ?? '0';
  const mediaId = answer.headers[RESUMABLE_MEDIA_ID_HEADER];
  ctx.set({
    'Tus-Resumable': '1.0.0',
    'Upload-Offset': length,
    'Upload-Length': length,
    'Cache-Control': 'no-store',
    ...(mediaId ? { [RESUMABLE_MEDIA_ID_HEADER]: mediaId } : {}),
  });
  if (ctx.method === 'HEAD') {
    ctx.status = 200;
    return;
  }
  // Nothing of a repeat's body is used: read and dropped, so its client can take the answer.
  ctx.req.resume();
  const sent = Number(ctx.get('content-length') || 0);
  if (ctx.get('upload-offset') !== length || sent > 0) throw new ConflictError(resumableMessages.alreadyComplete, 'UPLOAD_COMPLETE');
  ctx.status = answer.status;
  ctx.body = JSON.parse(answer.body) as unknown;
}
