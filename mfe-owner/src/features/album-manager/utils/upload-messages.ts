import type { Media } from '@abialbum/contracts';
import { i18n } from '@abialbum/web-kit';

/** SPEC 6: a member's upload toast adds that the owner still has to approve it. */
export function withPendingNote(message: string, media: readonly Media[]): string {
  return media.some((m) => m.status === 'pending') ? i18n.t('upload.withPendingNote', { ns: 'owner', message }) : message;
}

/** SPEC 8: 'Successfully uploaded N files', or 'Uploaded X of Y files' when some failed. */
export const uploadedText = (done: number, total: number) =>
  done === total ? i18n.t('upload.uploaded', { ns: 'owner', count: done }) : i18n.t('upload.uploadedSome', { ns: 'owner', done, count: total });

/** SPEC 8: 'Successfully added N media items', or 'Added X of Y media items' when some were refused. */
export const addedText = (done: number, total: number) =>
  done === total ? i18n.t('upload.added', { ns: 'owner', count: done }) : i18n.t('upload.addedSome', { ns: 'owner', done, count: total });
