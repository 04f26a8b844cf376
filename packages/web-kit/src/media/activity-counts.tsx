import { useTranslation } from '@abialbum/web-kit';
import * as styles from './activity.module.css';
import { CommentIcon, ReactionIcon } from './reaction-icon';

export interface ActivityCountsProps {
  comments?: number;
  reactions?: number;
  className?: string;
}

/**
 * A tile's comment and reaction counts (a speech bubble and 3, a heart and 5: drawings of ours, not emoji), small, over
 * the picture; nothing when there are none. Screen readers hear "3 comments, 5 reactions" (the drawings are hidden from them). Place it outside a button that has its
 * own label, whose label would hide it.
 */
export function ActivityCounts({ comments = 0, reactions = 0, className }: ActivityCountsProps) {
  const { t } = useTranslation('kit');
  if (comments <= 0 && reactions <= 0) return null;
  const label = [comments > 0 ? t('counts.comments', { count: comments }) : null, reactions > 0 ? t('counts.reactions', { count: reactions }) : null]
    .filter(Boolean)
    .join(t('counts.separator'));
  return (
    <span className={[styles.counts, className].filter(Boolean).join(' ')} data-testid="activity-counts">
      <span className="wk-visually-hidden">{label}</span>
      <span aria-hidden="true" className={styles.countsShown}>
        {comments > 0 && (
          <span className={styles.count} data-count="comments">
            <CommentIcon /> {comments}
          </span>
        )}
        {reactions > 0 && (
          <span className={styles.count} data-count="reactions">
            <ReactionIcon kind="heart" size={14} decorative /> {reactions}
          </span>
        )}
      </span>
    </span>
  );
}
