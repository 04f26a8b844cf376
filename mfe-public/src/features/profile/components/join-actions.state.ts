import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { UploadPermission } from '@abialbum/contracts';
import { ApiError, LOGIN_PATH, errorMessage, i18n, useAppNavigate, useToast } from '@abialbum/web-kit';
import { joinClient } from '@abialbum/web-kit/clients';

/** Where the viewer stands with the album: unknown until asked; a failed check reads as "not asked yet". */
export type Standing = { kind: 'signedOut' } | { kind: 'loading' } | { kind: 'known'; permission: UploadPermission };

/** SPEC 8: a mutation shows the server's message when there is one, else the screen's own words. */
export function failureText(err: unknown, fallback: string): string {
  return errorMessage(err, fallback);
}

const NOT_ASKED: UploadPermission = {
  canUpload: false,
  isOwner: false,
  isMember: false,
  requestStatus: 'NONE',
  rejectionReason: null,
  requestId: null,
};

/**
 * The join-state actions of the public profile (SPEC 4 "Join request"): asks check-upload-permission
 * once signed in, and sends or cancels requests. A signed-out click, or a 401, goes to login.
 */
export function useJoinStanding(albumId: string, signedIn: boolean) {
  const [standing, setStanding] = useState<Standing>(signedIn ? { kind: 'loading' } : { kind: 'signedOut' });
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const navigate = useAppNavigate();
  const location = useLocation();

  const check = useCallback(async () => {
    try {
      const { data } = await joinClient.uploadPermission(albumId);
      return { ...NOT_ASKED, ...data };
    } catch {
      return NOT_ASKED;
    }
  }, [albumId]);

  useEffect(() => {
    if (!signedIn) {
      setStanding({ kind: 'signedOut' });
      return undefined;
    }
    let current = true;
    setStanding({ kind: 'loading' });
    void check().then((permission) => current && setStanding({ kind: 'known', permission }));
    return () => {
      current = false;
    };
  }, [signedIn, check]);

  const toLogin = () => {
    toast.error(i18n.t('profile.loginToJoin', { ns: 'public' }));
    navigate(LOGIN_PATH, { state: { from: { pathname: location.pathname, search: location.search, hash: location.hash } } });
  };

  /** Resolves true when the request was sent. */
  const send = async (message: string): Promise<boolean> => {
    if (!signedIn) {
      toLogin();
      return false;
    }
    setBusy(true);
    try {
      await joinClient.send(albumId, message.trim() || undefined);
      toast.success(i18n.t('profile.requestSent', { ns: 'public' }));
      setStanding({ kind: 'known', permission: await check() });
      return true;
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) toLogin();
      else toast.error(failureText(err, i18n.t('profile.requestFailed', { ns: 'public' })));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const cancel = async (requestId: string) => {
    setBusy(true);
    try {
      await joinClient.cancel(albumId, requestId);
      // The server's words are the contracts' 'Join request cancelled': said in the page's language.
      toast.success(i18n.t('profile.requestCancelled', { ns: 'public' }));
      setStanding({ kind: 'known', permission: await check() });
    } catch (err) {
      toast.error(err);
    } finally {
      setBusy(false);
    }
  };

  return { standing, busy, send, cancel, toLogin };
}
