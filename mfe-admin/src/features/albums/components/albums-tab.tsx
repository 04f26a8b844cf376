import { useState } from 'react';
import { useTranslation } from '@abialbum/web-kit';
import type { AdminAlbum } from '@abialbum/web-kit/admin';
import { AdminListTab } from '../../../components/admin-list-tab';
import { useAlbumBlock } from '../hooks/use-album-block';
import { useAlbumsList } from '../hooks/use-albums-list';
import { AlbumCard } from './album-card';
import { AlbumMediaModal } from './album-media-modal';
import * as styles from './albums.module.css';

/** SPEC "Admin dashboard" Albums tab: search, cards, media modal, block toggle and pages. */
export function AlbumsTab() {
  const { t } = useTranslation('admin');
  const list = useAlbumsList();
  const block = useAlbumBlock(list.reload);
  const [viewing, setViewing] = useState<AdminAlbum | null>(null);

  return (
    <>
      <AdminListTab
        texts={{
          title: t('albums.title'),
          search: t('albums.search'),
          placeholder: t('albums.placeholder'),
          loading: t('albums.loading'),
          empty: t('albums.empty'),
          pages: t('albums.pages'),
        }}
        list={list} empty={list.albums.length === 0}>
        <ul className={styles.grid}>
          {list.albums.map((album) => (
            <AlbumCard
              key={album.id}
              album={album}
              pending={block.isPending(album.id)}
              onToggleBlocked={block.toggle}
              onViewMedia={setViewing}
            />
          ))}
        </ul>
      </AdminListTab>
      {viewing && <AlbumMediaModal album={viewing} onClose={() => setViewing(null)} />}
    </>
  );
}
