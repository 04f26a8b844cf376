import type { AdminUser } from '@abialbum/contracts';
import { Button, formatNumber, useTranslation } from '@abialbum/web-kit';
import type { UserAction } from '../hooks/use-user-actions';
import * as styles from './users.module.css';

interface Props {
  users: AdminUser[];
  isPending(userId: string, action: UserAction): boolean;
  onToggleBlocked(user: AdminUser): void;
  onToggleAlbumModal(user: AdminUser): void;
}

/** SPEC "Admin dashboard" Users: one row per user; scrolls sideways on narrow screens. */
export function UsersTable({ users, isPending, onToggleBlocked, onToggleAlbumModal }: Props) {
  const { t } = useTranslation('admin');
  return (
    <div className={styles.tableScroll} role="region" aria-label={t('users.table')} tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('users.name')}</th>
            <th scope="col">{t('users.email')}</th>
            <th scope="col">{t('users.phone')}</th>
            <th scope="col">{t('users.albums')}</th>
            <th scope="col">{t('users.status')}</th>
            <th scope="col">{t('users.albumModal')}</th>
            <th scope="col">{t('users.action')}</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id}>
              <th scope="row" className={styles.name}>
                {user.name}
              </th>
              <td>{user.email}</td>
              <td>{user.phone || '-'}</td>
              <td>{formatNumber(user._count.albumsOwned)}</td>
              <td>
                <span className={user.isBlocked ? styles.blocked : styles.active}>
                  {user.isBlocked ? t('users.blocked') : t('users.active')}
                </span>
              </td>
              <td>
                <Button
                  size="sm"
                  variant="secondary"
                  role="switch"
                  aria-checked={user.showcreateAlbumModal}
                  aria-label={user.showcreateAlbumModal ? t('users.albumModalOn', { name: user.name }) : t('users.albumModalOff', { name: user.name })}
                  className={user.showcreateAlbumModal ? styles.enabled : styles.disabled}
                  loading={isPending(user.id, 'albumModal')}
                  onClick={() => onToggleAlbumModal(user)}
                >
                  {user.showcreateAlbumModal ? t('users.enabled') : t('users.disabled')}
                </Button>
              </td>
              <td>
                <Button
                  size="sm"
                  variant={user.isBlocked ? 'secondary' : 'danger'}
                  aria-label={user.isBlocked ? t('users.unblockName', { name: user.name }) : t('users.blockName', { name: user.name })}
                  loading={isPending(user.id, 'block')}
                  onClick={() => onToggleBlocked(user)}
                >
                  {user.isBlocked ? t('users.unblock') : t('users.block')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
