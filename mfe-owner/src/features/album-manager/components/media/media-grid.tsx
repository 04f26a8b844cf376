import { useState } from 'react';
import type { Media } from '@abialbum/contracts';
import { Button, LoadFailed, Spinner, useToast, useTranslation } from '@abialbum/web-kit';
import { ConfirmDialog } from '@abialbum/web-kit/forms';
import { MediaViewer } from '@abialbum/web-kit/media';
import { failureText } from '../../../../lib/failure';
import { deleteMedia } from '../../api/media.api';
import type { HighlightsState } from '../../hooks/use-highlights';
import { MediaTile } from './media-tile';
import * as styles from './media-grid.module.css';

export interface MediaListView {
  media: Media[];
  loading: boolean;
  /** The last read failed (after its toast). */
  failed: boolean;
  hasMore: boolean;
  loadMore(): void;
  reload(): unknown;
}

interface MediaGridProps {
  list: MediaListView;
  highlights: HighlightsState;
  /** What the empty grid says (the album's or the section's words). */
  emptyText: string;
  title: string;
  onDeleted(media: Media): void;
  /** The album's owner (the signed-in user here): the viewer shows each item's comments and reactions, and may delete any. */
  ownerId?: string;
}

/** The Media tab's grid: the viewer, add-to-highlights and delete (after a confirmation). */
export function MediaGrid({ list, highlights, emptyText, title, onDeleted, ownerId }: MediaGridProps) {
  const [viewing, setViewing] = useState<number | null>(null);
  const [confirm, setConfirm] = useState<Media | null>(null);
  const [deleting, setDeleting] = useState(false);
  const toast = useToast();
  const { t } = useTranslation('owner');

  const remove = async () => {
    if (!confirm) return;
    setDeleting(true);
    try {
      await deleteMedia(confirm.id);
      toast.success(t('media.deleted'));
      onDeleted(confirm);
    } catch (err) {
      toast.error(failureText(err, t('media.deleteFailed')));
    } finally {
      setDeleting(false);
      setConfirm(null);
    }
  };

  if (list.loading && list.media.length === 0) return <Spinner label={t('media.loading')} showLabel />;
  if (list.failed && list.media.length === 0) return <LoadFailed message={t('media.loadFailed')} onRetry={() => void list.reload()} />;
  if (list.media.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <>
      <ul className={styles.grid} aria-label={title}>
        {list.media.map((media, index) => (
          <MediaTile
            key={media.id}
            media={media}
            highlighted={highlights.highlightedIds.has(media.id)}
            adding={highlights.busyId === media.id}
            onOpen={() => setViewing(index)}
            onAddToHighlights={() => void highlights.addMedia(media.id)}
            onDelete={() => setConfirm(media)}
          />
        ))}
      </ul>
      {list.hasMore && (
        <Button variant="secondary" className={styles.more} loading={list.loading} onClick={list.loadMore}>
          {t('common.loadMore')}
        </Button>
      )}
      {viewing !== null && (
        <MediaViewer
          title={title}
          media={list.media}
          startIndex={viewing}
          activity={ownerId ? { userId: ownerId, canModerate: true, onLogin: () => undefined } : undefined}
          onClose={() => setViewing(null)}
        />
      )}
      <ConfirmDialog
        open={confirm !== null}
        title={t('media.deleteTitle')}
        message={t('media.deleteMessage')}
        confirmLabel={t('common.delete')}
        danger
        busy={deleting}
        onConfirm={() => void remove()}
        onCancel={() => setConfirm(null)}
      />
    </>
  );
}
