import { useEffect, useState } from 'react';
import { useSession } from '@abialbum/web-kit';
import { joinClient } from '@abialbum/web-kit/clients';

/**
 * Whether this viewer may download the album's media (issue 14): always while its owner allows downloads; else only
 * its owner and its approved members, as the server decides (asked only then, once per album).
 */
export function useDownloadable(album: { id: string; allowDownloads?: boolean; ownerId?: string | null }): boolean {
  const { user, status } = useSession();
  const isOwner = Boolean(user?.id && user.id === album.ownerId);
  const ask = album.allowDownloads === false && status === 'signedIn' && !isOwner;
  const [member, setMember] = useState(false);
  useEffect(() => {
    setMember(false);
    if (!ask) return undefined;
    let current = true;
    joinClient
      .uploadPermission(album.id)
      .then(({ data }) => current && setMember(data.isMember || data.canUpload))
      // Not known: offered as to a visitor.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [ask, album.id]);
  return album.allowDownloads !== false || isOwner || member;
}
