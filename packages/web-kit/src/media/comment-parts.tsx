import type { Comment } from '@abialbum/contracts';

/** "2 h ago" for a list, the full date on hover. */
export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  if (seconds < 60) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  if (days < 30) return `${days} d ago`;
  return new Date(iso).toLocaleDateString();
}

/** A comment's author picture, or the initial of their name (decorative: the name is written beside it). */
export function AuthorAvatar({ author, className }: { author: Comment['author']; className?: string }) {
  return author.profileImage ? (
    <img className={className} src={author.profileImage} alt="" />
  ) : (
    <span className={className} aria-hidden="true">
      {author.name.charAt(0).toUpperCase()}
    </span>
  );
}

/** When a comment was written ("2 h ago", the full date on hover), and "(edited)" with when, once it was. */
export function CommentWhen({ comment, className }: { comment: Pick<Comment, 'createdAt' | 'editedAt'>; className?: string }) {
  return (
    <>
      <time className={className} dateTime={comment.createdAt} title={new Date(comment.createdAt).toLocaleString()}>
        {timeAgo(comment.createdAt)}
      </time>
      {comment.editedAt && (
        <span className={className} title={`Edited ${new Date(comment.editedAt).toLocaleString()}`}>
          (edited)
        </span>
      )}
    </>
  );
}
