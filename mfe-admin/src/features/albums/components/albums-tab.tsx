import { useState } from 'react';
import { Button, EmptyState, Pagination, Spinner, type AdminAlbum } from '@abialbum/web-kit';
import { useAlbumBlock } from '../hooks/use-album-block';
import { useAlbumsList } from '../hooks/use-albums-list';
import { AlbumCard } from './album-card';
import { AlbumMediaModal } from './album-media-modal';
import { AlbumsSearch } from './albums-search';
import * as styles from './albums.module.css';

/** SPEC "Admin dashboard" Albums tab: search, cards, media modal, block toggle and pages. */
export function AlbumsTab() {
  const list = useAlbumsList();
  const block = useAlbumBlock(list.reload);
  const [viewing, setViewing] = useState<AdminAlbum | null>(null);

  return (
    <section className={styles.tab} aria-labelledby="admin-albums-title">
      <h2 id="admin-albums-title" className={styles.heading}>
        Albums
      </h2>
      <AlbumsSearch onSearch={list.search} />
      {list.loading ? (
        <Spinner label="Loading albums..." showLabel />
      ) : list.error ? (
        <div className={styles.error} role="alert">
          <p>{list.error}</p>
          <Button variant="secondary" onClick={list.retry}>
            Try again
          </Button>
        </div>
      ) : list.albums.length === 0 ? (
        <EmptyState title="No albums found" headingLevel={3} />
      ) : (
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
      )}
      {list.pagination && !list.error && (
        <Pagination
          label="Albums pages"
          page={list.pagination.currentPage}
          totalPages={list.pagination.totalPages}
          onPageChange={list.goToPage}
        />
      )}
      {viewing && <AlbumMediaModal album={viewing} onClose={() => setViewing(null)} />}
    </section>
  );
}
