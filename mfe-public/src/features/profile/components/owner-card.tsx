import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Button, formatNumber, useTranslation, type AlbumProfile } from '@abialbum/web-kit';
import { initial, place } from './format';
import { JoinActions } from './join-actions';
import * as styles from './profile.module.css';

export interface FollowControl {
  isFollowing: boolean;
  busy: boolean;
  toggle(): void;
}

/** Left column: who owns the album, its figures, and what this viewer can do (follow or manage). */
export function OwnerCard({ album, isOwner, follow }: { album: AlbumProfile; isOwner: boolean; follow: FollowControl }) {
  const { t } = useTranslation('public');
  const titleId = useId();
  const owner = album.owner;
  const where = place(owner?.city, owner?.country);
  const stats: Array<[string, number]> = [
    [t('profile.statMedia'), album._count?.media ?? 0],
    [t('profile.statSections'), album._count?.sections ?? album.sections.length],
    [t('profile.highlights'), album._count?.highlights ?? album.mediaHighlights.length],
    [t('profile.statViews'), album.views ?? 0],
    [t('profile.statJoined'), album._count?.members ?? 0],
  ];
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {t('profile.owner')}
      </h2>
      <div className={styles.owner}>
        <span className={styles.avatar} aria-hidden="true">
          {owner?.profileImage ? <img src={owner.profileImage} alt="" /> : initial(owner?.name)}
        </span>
        <div className={styles.ownerText}>
          <p className={styles.ownerName}>{owner?.name || t('common.unknown')}</p>
          {where && <p className={styles.muted}>{where}</p>}
        </div>
      </div>
      <dl className={styles.stats}>
        {stats.map(([label, value]) => (
          <div key={label} className={styles.stat}>
            <dt>{label}</dt>
            <dd>{formatNumber(value)}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        {isOwner ? (
          <Link to="/abialbum/albums" className={styles.actionLink}>
            {t('album.manage')}
          </Link>
        ) : (
          <>
            <Button variant={follow.isFollowing ? 'secondary' : 'primary'} fullWidth loading={follow.busy} onClick={follow.toggle}>
              {follow.isFollowing ? t('follow.unfollow') : t('follow.follow')}
            </Button>
            <JoinActions albumId={album.id} />
          </>
        )}
      </div>
    </section>
  );
}
