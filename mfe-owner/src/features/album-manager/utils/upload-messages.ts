import { mediaMessages, type Media } from '@abialbum/contracts';

/** SPEC 6: a member's upload toast adds that the owner still has to approve it. */
export function withPendingNote(message: string, media: readonly Media[]): string {
  return media.some((m) => m.status === 'pending') ? `${message}. ${mediaMessages.pendingNote}` : message;
}

/** SPEC 8: 'Successfully uploaded N files', or 'Uploaded X of Y files' when some failed. */
export const uploadedText = (done: number, total: number) =>
  done === total ? mediaMessages.uploaded(done) : `Uploaded ${done} of ${total} files`;

/** SPEC 8: 'Successfully added N media items', or 'Added X of Y media items' when some were refused. */
export const addedText = (done: number, total: number) =>
  done === total ? mediaMessages.added(done) : `Added ${done} of ${total} media items`;
