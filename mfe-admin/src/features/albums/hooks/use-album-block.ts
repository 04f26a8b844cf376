import { useState } from 'react';
import { useToast } from '@abialbum/web-kit';
import { type AdminAlbum } from '@abialbum/web-kit/admin';
import { setAlbumBlocked } from '../api/albums.api';

/** Block or unblock; the album's button stays disabled until the list has reloaded (SPEC section 4). */
export function useAlbumBlock(reload: () => Promise<void>) {
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const toast = useToast();

  const toggle = async (album: AdminAlbum) => {
    if (pending.has(album.id)) return;
    setPending((prev) => new Set(prev).add(album.id));
    try {
      toast.success(await setAlbumBlocked(album.id, !album.isBlocked));
      await reload();
    } catch (err) {
      toast.error(err);
    } finally {
      setPending((prev) => {
        const next = new Set(prev);
        next.delete(album.id);
        return next;
      });
    }
  };

  return { toggle, isPending: (albumId: string) => pending.has(albumId) };
}
