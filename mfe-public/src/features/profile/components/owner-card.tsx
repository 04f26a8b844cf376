import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Button, type AlbumProfile } from '@abialbum/web-kit';
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
  const titleId = useId();
  const owner = album.owner;
  const where = place(owner?.city, owner?.country);
  const stats: Array<[string, number]> = [
    ['Media', album._count?.media ?? 0],
    ['Sections', album._count?.sections ?? album.sections.length],
    ['Highlights', album._count?.highlights ?? album.mediaHighlights.length],
    ['Profile views', album.views ?? 0],
    ['Total joined', album._count?.members ?? 0],
  ];
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        Album owner
      </h2>
      <div className={styles.owner}>
        <span className={styles.avatar} aria-hidden="true">
          {owner?.profileImage ? <img src={owner.profileImage} alt="" /> : initial(owner?.name)}
        </span>
        <div className={styles.ownerText}>
          <p className={styles.ownerName}>{owner?.name || 'Unknown'}</p>
          {where && <p className={styles.muted}>{where}</p>}
        </div>
      </div>
      <dl className={styles.stats}>
        {stats.map(([label, value]) => (
          <div key={label} className={styles.stat}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        {isOwner ? (
          <Link to="/abialbum/albums" className={styles.actionLink}>
            Manage Album
          </Link>
        ) : (
          <>
            <Button variant={follow.isFollowing ? 'secondary' : 'primary'} fullWidth loading={follow.busy} onClick={follow.toggle}>
              {follow.isFollowing ? 'Unfollow' : 'Follow'}
            </Button>
            <JoinActions albumId={album.id} />
          </>
        )}
      </div>
    </section>
  );
}
