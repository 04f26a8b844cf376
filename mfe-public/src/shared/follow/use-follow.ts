import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { LOGIN_PATH, useAppNavigate, useSession, useToast } from '@abialbum/web-kit';
import { fetchFollowStatus, setFollowing } from './follow.api';

interface FollowTarget {
  id: string;
  followers: number;
}

/**
 * Follow/Unfollow for a visitor who is not the owner: the status is asked once signed in; a
 * signed-out click goes to login and comes back here afterwards (the guard's `state.from`).
 */
export function useFollow(album: FollowTarget, enabled: boolean) {
  const { status } = useSession();
  const toast = useToast();
  const navigate = useAppNavigate();
  const location = useLocation();
  const [isFollowing, setIsFollowing] = useState(false);
  const [followers, setFollowers] = useState(album.followers);
  const [busy, setBusy] = useState(false);
  const signedIn = status === 'signedIn';

  useEffect(() => {
    if (!enabled || !signedIn) return;
    let current = true;
    fetchFollowStatus(album.id)
      .then((following) => current && setIsFollowing(following))
      .catch(() => {
        // Unknown status: the button offers Follow, which is idempotent on the server.
      });
    return () => {
      current = false;
    };
  }, [album.id, enabled, signedIn]);

  const toggle = async () => {
    if (!signedIn) {
      const from = { pathname: location.pathname, search: location.search, hash: location.hash };
      navigate(LOGIN_PATH, { state: { from } });
      return;
    }
    setBusy(true);
    try {
      const state = await setFollowing(album.id, !isFollowing);
      setIsFollowing(state.isFollowing);
      setFollowers(state.followers);
    } catch (error) {
      toast.error(error);
    } finally {
      setBusy(false);
    }
  };

  // While the session is still being restored the button waits: a click must not send a signed-in user to login.
  return { isFollowing, followers, busy: busy || status === 'loading', toggle };
}
