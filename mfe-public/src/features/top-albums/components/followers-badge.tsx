import { useTranslation } from '@abialbum/web-kit';
import * as styles from './top-albums.module.css';

export type FollowerTier = 'legend' | 'star' | 'rising' | 'base';

/** SPEC section 9: the badge changes colour over 100, 200 and 500 followers. */
export function followerTier(followers: number): FollowerTier {
  if (followers > 500) return 'legend';
  if (followers > 200) return 'star';
  if (followers > 100) return 'rising';
  return 'base';
}

export function FollowersBadge({ followers }: { followers: number }) {
  const { t } = useTranslation('public');
  const tier = followerTier(followers);
  return (
    <span className={`${styles.badge} ${styles[tier]}`} data-tier={tier}>
      {t('common.followers', { count: followers })}
    </span>
  );
}
