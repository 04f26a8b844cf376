import type { AlbumSearchResult } from '@abialbum/contracts';
import { useTranslation } from '@abialbum/web-kit';
import { AlbumCard } from '../../../components/album-card/album-card';

/** One search result: opens the album at /abialbum/albums/{id}. */
export function AlbumResultCard({ album }: { album: AlbumSearchResult }) {
  const { t } = useTranslation('public');
  return (
    <AlbumCard
      to={`/abialbum/albums/${encodeURIComponent(album.id)}`}
      title={album.title}
      description={album.description}
      coverImage={album.coverImage}
      owner={album.owner}
      figures={[
        t('common.mediaItems', { count: album.mediaCount }),
        t('common.followers', { count: album.followers }),
        t('common.views', { count: album.views }),
      ].join(' · ')}
    />
  );
}
