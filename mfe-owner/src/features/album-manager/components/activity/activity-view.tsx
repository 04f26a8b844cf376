import { useState } from 'react';
import type { AlbumComment } from '@abialbum/contracts';
import { Button, ConfirmDialog, LoadFailed, Pagination, Spinner } from '@abialbum/web-kit';
import { AuthorAvatar, CommentWhen, MediaThumb, viewableLabel } from '@abialbum/web-kit/media';
import { useAlbumActivity } from '../../hooks/use-album-activity';
import * as styles from './activity.module.css';

/**
 * The Activity tab (issue 13): the latest comments on the album's media, newest first, 20 a page, each with its
 * author, its item's thumbnail, its text (plain text: React escapes it), when, an "edited" mark, and Delete.
 */
export function ActivityView({ albumId }: { albumId: string }) {
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
        Latest comments
      </h2>
      {list.status === 'loading' ? (
        <Spinner label="Loading comments..." showLabel />
      ) : list.status === 'failed' ? (
        <LoadFailed message="Comments could not be loaded." onRetry={activity.reload} />
      ) : list.comments.length === 0 ? (
        <p className={styles.empty}>No comments yet</p>
      ) : (
        <ol className={styles.list} aria-label="Latest comments on this album">
          {list.comments.map((comment) => (
            <CommentRow key={comment.id} comment={comment} onDelete={() => setConfirm(comment)} />
          ))}
        </ol>
      )}
      {list.status === 'ready' && list.totalPages > 1 && (
        <Pagination page={activity.page} totalPages={list.totalPages} onPageChange={activity.setPage} label="Comment pages" />
      )}
      <ConfirmDialog
        open={confirm !== null}
        title="Delete Comment"
        message={confirm ? `Delete this comment by ${confirm.author.name}? It cannot be recovered.` : ''}
        confirmLabel="Delete"
        danger
        busy={activity.deleting}
        onConfirm={() => void deleteConfirmed()}
        onCancel={() => setConfirm(null)}
      />
    </section>
  );
}

function CommentRow({ comment, onDelete }: { comment: AlbumComment; onDelete(): void }) {
  const { author, media } = comment;
  return (
    <li className={styles.row} aria-label={`Comment by ${author.name}`}>
      <AuthorAvatar author={author} className={styles.avatar} />
      <div className={styles.body}>
        <p className={styles.head}>
          <span className={styles.author}>{author.name}</span>
          <CommentWhen comment={comment} className={styles.meta} />
        </p>
        <p className={styles.text}>{comment.text}</p>
        {media && <p className={styles.meta}>{`On ${viewableLabel(media)}`}</p>}
      </div>
      {media && (
        <span className={styles.thumb}>
          <MediaThumb key={media.id} media={media} sizes="4rem" />
        </span>
      )}
      <Button size="sm" variant="danger" onClick={onDelete} aria-label={`Delete comment by ${author.name}`}>
        Delete
      </Button>
    </li>
  );
}
