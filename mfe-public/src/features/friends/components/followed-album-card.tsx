import type { Album } from '@abialbum/contracts';
import { useTranslation } from '@abialbum/web-kit';
import { AlbumCard } from '../../../components/album-card/album-card';

/** An album the user follows: opens its public profile. */
export function FollowedAlbumCard({ album }: { album: Album }) {
  const { t } = useTranslation('public');
  return (
    <AlbumCard
      to={`/abialbum/profile/${encodeURIComponent(album.id)}`}
      title={album.title}
      description={album.description}
      coverImage={album.coverImage}
      owner={album.owner}
      figures={`${t('common.mediaItems', { count: album._count?.media ?? 0 })} · ${t('common.followers', { count: album.followers })}`}
    />
  );
}
