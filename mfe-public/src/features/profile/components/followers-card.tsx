import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Spinner, useTranslation } from '@abialbum/web-kit';
import { Pagination } from '@abialbum/web-kit/forms';
import { useFollowers } from '../hooks/use-followers';
import { initial, place } from './format';
import * as styles from './profile.module.css';

/** Right column: the album's followers, 12 a page, each opening their uploads; the count if the list fails. */
export function FollowersCard({ albumId, followers }: { albumId: string; followers: number }) {
  const { t } = useTranslation('public');
  const titleId = useId();
  const list = useFollowers(albumId);
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cardHeader}>
        <h2 id={titleId} className={styles.cardTitle}>
          {t('profile.friends')}
        </h2>
        <Link to="/abialbum/friends" className={styles.textLink}>
          {t('profile.seeAll')}
        </Link>
      </div>
      <p className={styles.muted}>{t('common.followers', { count: followers })}</p>
      {list.failed ? null : list.loading ? (
        <Spinner size="sm" label={t('profile.followersLoading')} />
      ) : list.users.length === 0 ? (
        <p className={styles.empty}>{t('profile.noFollowers')}</p>
      ) : (
        <>
          <ul className={styles.people}>
            {list.users.map((user) => (
              <li key={user.id}>
                <Link to={`/abialbum/user-uploads/${encodeURIComponent(user.id)}`} className={styles.person}>
                  <span className={styles.avatarSmall} aria-hidden="true">
                    {user.profileImage ? <img src={user.profileImage} alt="" loading="lazy" /> : initial(user.name)}
                  </span>
                  <span className={styles.personText}>
                    <span className={styles.personName}>{user.name}</span>
                    <span className={styles.muted}>{place(user.city, user.country)}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {list.totalPages > 1 && (
            <Pagination page={list.page} totalPages={list.totalPages} onPageChange={list.setPage} label={t('profile.followersPages')} />
          )}
        </>
      )}
    </section>
  );
}
