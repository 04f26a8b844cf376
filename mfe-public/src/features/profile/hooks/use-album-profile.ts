import { startTransition, useEffect, useState } from 'react';
import { ApiError, i18n, useAppNavigate, useToast, type AlbumProfileResult, type SharedAlbumSection } from '@abialbum/web-kit';
import { fetchAlbumProfile, fetchSharedSections } from '../api/profile.api';

export interface LoadedProfile extends AlbumProfileResult {
  sharedSections: SharedAlbumSection[];
}

/** SPEC section 2: "A profile error redirects to /abialbum". */
export const PROFILE_ERROR_PATH = '/abialbum';

/** The profile and its shared sections; a failure toasts and leaves the page (null while loading). */
export function useAlbumProfile(albumId: string): LoadedProfile | null {
  const [profile, setProfile] = useState<{ albumId: string; value: LoadedProfile } | null>(null);
  const toast = useToast();
  const navigate = useAppNavigate();

  useEffect(() => {
    let current = true;
    Promise.all([fetchAlbumProfile(albumId), fetchSharedSections(albumId)])
      .then(([result, sharedSections]) => {
        // A transition renders the three columns in slices: no long task while the page is still loading.
        if (current) startTransition(() => setProfile({ albumId, value: { ...result, sharedSections } }));
      })
      .catch((error: unknown) => {
        if (!current) return;
        toast.error(i18n.t(error instanceof ApiError && error.status === 403 ? 'profile.private' : 'profile.failed', { ns: 'public' }));
        navigate(PROFILE_ERROR_PATH, { replace: true });
      });
    return () => {
      current = false;
    };
  }, [albumId, toast, navigate]);

  return profile?.albumId === albumId ? profile.value : null;
}
