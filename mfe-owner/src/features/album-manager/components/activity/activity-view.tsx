import { useState } from 'react';
import type { AlbumComment } from '@abialbum/contracts';
import { Button, LoadFailed, Spinner, useTranslation } from '@abialbum/web-kit';
import { ConfirmDialog, Pagination } from '@abialbum/web-kit/forms';
import { AuthorAvatar, CommentWhen, MediaThumb, viewableLabel } from '@abialbum/web-kit/media';
import { useAlbumActivity } from '../../hooks/use-album-activity';
import * as styles from './activity.module.css';

/**
 * The Activity tab (issue 13): the latest comments on the album's media, newest first, 20 a page, each with its
 * author, its item's thumbnail, its text (plain text: React escapes it), when, an "edited" mark, and Delete.
 */
export function ActivityView({ albumId }: { albumId: string }) {
  const { t } = useTranslation('owner');
  const activity = useAlbumActivity(albumId);
  const [confirm, setConfirm] = useState<AlbumComment | null>(null);
  const { list } = activity;

  const deleteConfirmed = async () => {
    if (confirm) await activity.remove(confirm);
    setConfirm(null);
  };

  return (
    <section className={styles.view} aria-labelledby="album-activity-title">
      <h2 id="album-activity-title" className={styles.title}>
        {t('activity.title')}
      </h2>
      {list.status === 'loading' ? (
        <Spinner label={t('activity.loading')} showLabel />
      ) : list.status === 'failed' ? (
        <LoadFailed message={t('activity.loadFailed')} onRetry={activity.reload} />
      ) : list.comments.length === 0 ? (
        <p className={styles.empty}>{t('activity.empty')}</p>
      ) : (
        <ol className={styles.list} aria-label={t('activity.list')}>
          {list.comments.map((comment) => (
            <CommentRow key={comment.id} comment={comment} onDelete={() => setConfirm(comment)} />
          ))}
        </ol>
      )}
      {list.status === 'ready' && list.totalPages > 1 && (
        <Pagination page={activity.page} totalPages={list.totalPages} onPageChange={activity.setPage} label={t('activity.pages')} />
      )}
      <ConfirmDialog
        open={confirm !== null}
        title={t('activity.deleteTitle')}
        message={confirm ? t('activity.deleteMessage', { name: confirm.author.name }) : ''}
        confirmLabel={t('common.delete')}
        danger
        busy={activity.deleting}
        onConfirm={() => void deleteConfirmed()}
        onCancel={() => setConfirm(null)}
      />
    </section>
  );
}

function CommentRow({ comment, onDelete }: { comment: AlbumComment; onDelete(): void }) {
  const { t } = useTranslation('owner');
  const { author, media } = comment;
  return (
    <li className={styles.row} aria-label={t('activity.commentBy', { name: author.name })}>
      <AuthorAvatar author={author} className={styles.avatar} />
      <div className={styles.body}>
        <p className={styles.head}>
          <span className={styles.author}>{author.name}</span>
          <CommentWhen comment={comment} className={styles.meta} />
        </p>
        <p className={styles.text}>{comment.text}</p>
        {media && <p className={styles.meta}>{t('activity.on', { media: viewableLabel(media) })}</p>}
      </div>
      {media && (
        <span className={styles.thumb}>
          <MediaThumb key={media.id} media={media} sizes="4rem" />
        </span>
      )}
      <Button size="sm" variant="danger" onClick={onDelete} aria-label={t('activity.deleteCommentBy', { name: author.name })}>
        {t('common.delete')}
      </Button>
    </li>
  );
}
