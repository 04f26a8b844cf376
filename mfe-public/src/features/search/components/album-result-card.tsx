import type { AlbumSearchResult } from '@abialbum/contracts';
import { AlbumCard, count } from '../../../components/album-card/album-card';

/** One search result: opens the album at /abialbum/albums/{id}. */
export function AlbumResultCard({ album }: { album: AlbumSearchResult }) {
  return (
    <AlbumCard
      to={`/abialbum/albums/${encodeURIComponent(album.id)}`}
      title={album.title}
      description={album.description}
      coverImage={album.coverImage}
      owner={album.owner}
      figures={`${count(album.mediaCount, 'media item', 'media items')} · ${count(album.followers, 'follower', 'followers')} · ${count(album.views, 'view', 'views')}`}
    />
  );
}
