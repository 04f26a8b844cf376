import type { AdminAlbum } from '@abialbum/web-kit/admin';
import { useAdminList, type PageLoader } from '../../../lib/use-admin-list';
import { listAlbums } from '../api/albums.api';

const loadAlbums: PageLoader<AdminAlbum> = async (page, search) => {
  const data = await listAlbums(page, search);
  return { items: data.albums, pagination: data.pagination };
};

export function useAlbumsList() {
  const { items, ...rest } = useAdminList(loadAlbums);
  return { albums: items, ...rest };
}
