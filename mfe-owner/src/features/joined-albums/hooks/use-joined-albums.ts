import { useEffect, useState } from 'react';
import type { Album } from '@abialbum/contracts';
import { useToast } from '@abialbum/web-kit';
import { fetchJoinedAlbums } from '../api/joined-albums.api';

/** The albums this user is a member of (null while loading); 'Failed to fetch joined albums' on failure. */
export function useJoinedAlbums(): Album[] | null {
  const [albums, setAlbums] = useState<Album[] | null>(null);
  const toast = useToast();

  useEffect(() => {
    let current = true;
    fetchJoinedAlbums()
      .then((list) => current && setAlbums(list))
      .catch(() => {
        if (!current) return;
        toast.error('Failed to fetch joined albums');
        setAlbums([]);
      });
    return () => {
      current = false;
    };
  }, [toast]);

  return albums;
}
