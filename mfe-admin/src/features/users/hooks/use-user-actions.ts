import { useState } from 'react';
import type { AdminUser } from '@abialbum/contracts';
import { useToast } from '@abialbum/web-kit';
import { setUserAlbumModal, setUserBlocked } from '../api/users.api';

export type UserAction = 'block' | 'albumModal';

export const actionKey = (userId: string, action: UserAction) => `${userId}:${action}`;

/** Runs one toggle at a time per button; the button stays disabled until the list has reloaded. */
export function useUserActions(reload: () => Promise<void>) {
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const toast = useToast();

  const run = async (key: string, call: () => Promise<string>) => {
    if (pending.has(key)) return;
    setPending((prev) => new Set(prev).add(key));
    try {
      toast.success(await call());
      await reload();
    } catch (err) {
      toast.error(err);
    } finally {
      setPending((prev) => {
        const next = new Set(prev);
        next.delete(key);
        return next;
      });
    }
  };

  const toggleBlocked = (user: AdminUser) =>
    run(actionKey(user.id, 'block'), () => setUserBlocked(user.id, !user.isBlocked));
  const toggleAlbumModal = (user: AdminUser) =>
    run(actionKey(user.id, 'albumModal'), () => setUserAlbumModal(user.id, !user.showcreateAlbumModal));
  const isPending = (userId: string, action: UserAction) => pending.has(actionKey(userId, action));

  return { toggleBlocked, toggleAlbumModal, isPending };
}
