import type { AdminUser } from '@abialbum/contracts';
import { Button } from '@abialbum/web-kit';
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
  return (
    <div className={styles.tableScroll} role="region" aria-label="Users table" tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Phone</th>
            <th scope="col">Albums</th>
            <th scope="col">Status</th>
            <th scope="col">Album Modal</th>
            <th scope="col">Action</th>
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
              <td>{user._count.albumsOwned}</td>
              <td>
                <span className={user.isBlocked ? styles.blocked : styles.active}>
                  {user.isBlocked ? 'Blocked' : 'Active'}
                </span>
              </td>
              <td>
                <Button
                  size="sm"
                  variant="secondary"
                  role="switch"
                  aria-checked={user.showcreateAlbumModal}
                  aria-label={`Album modal for ${user.name}: ${user.showcreateAlbumModal ? 'Enabled' : 'Disabled'}`}
                  className={user.showcreateAlbumModal ? styles.enabled : styles.disabled}
                  loading={isPending(user.id, 'albumModal')}
                  onClick={() => onToggleAlbumModal(user)}
                >
                  {user.showcreateAlbumModal ? 'Enabled' : 'Disabled'}
                </Button>
              </td>
              <td>
                <Button
                  size="sm"
                  variant={user.isBlocked ? 'secondary' : 'danger'}
                  aria-label={`${user.isBlocked ? 'Unblock' : 'Block'} ${user.name}`}
                  loading={isPending(user.id, 'block')}
                  onClick={() => onToggleBlocked(user)}
                >
                  {user.isBlocked ? 'Unblock' : 'Block'}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
