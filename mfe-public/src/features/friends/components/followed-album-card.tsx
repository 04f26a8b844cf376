import type { Album } from '@abialbum/contracts';
import { AlbumCard, count } from '../../../components/album-card/album-card';

/** An album the user follows: opens its public profile. */
export function FollowedAlbumCard({ album }: { album: Album }) {
  return (
    <AlbumCard
      to={`/abialbum/profile/${encodeURIComponent(album.id)}`}
      title={album.title}
      description={album.description}
      coverImage={album.coverImage}
      owner={album.owner}
      figures={`${count(album._count?.media ?? 0, 'media item', 'media items')} · ${count(album.followers, 'follower', 'followers')}`}
    />
  );
}
