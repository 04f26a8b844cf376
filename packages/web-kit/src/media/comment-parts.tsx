import type { Comment } from '@abialbum/contracts';
import { currentLocale, formatDate, formatDateTime, i18n, useTranslation } from '@abialbum/web-kit';

const relative = new Map<string, Intl.RelativeTimeFormat>();

/** "just now", "45 minutes ago", "2 hours ago", "3 days ago" (Intl, in the page's language), then the date. */
export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  if (seconds < 60) return i18n.t('time.justNow', { ns: 'kit' });
  const locale = currentLocale();
  let format = relative.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relative.set(locale, format);
  }
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return format.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return format.format(-hours, 'hour');
  const days = Math.floor(hours / 24);
  if (days < 30) return format.format(-days, 'day');
  return formatDate(iso);
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

/** When a comment was written ("2 hours ago", the full date on hover), and "(edited)" with when, once it was. */
export function CommentWhen({ comment, className }: { comment: Pick<Comment, 'createdAt' | 'editedAt'>; className?: string }) {
  const { t } = useTranslation('kit');
  return (
    <>
      <time className={className} dateTime={comment.createdAt} title={formatDateTime(comment.createdAt)}>
        {timeAgo(comment.createdAt)}
      </time>
      {comment.editedAt && (
        <span className={className} title={t('comment.editedAt', { date: formatDateTime(comment.editedAt) })}>
          {t('comment.edited')}
        </span>
      )}
    </>
  );
}
