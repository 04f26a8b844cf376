import { fetchFromAny, internalHeaders, ServiceUnavailableError } from '@abialbum/service-kit';

/** Whether a share link (svc-albums, issue 27 item 2) still opens. */
export type ShareLinkLive = (shareId: string) => Promise<boolean>;

/**
 * Asks svc-albums (`/internal/share-links/{id}/live`) at every call: nothing is kept, so a revoked or expired link's
 * files are refused at once, whichever instance revoked it. Asks for one link at the same moment (a page's
 * thumbnails) share one call. `albumsUrls`: its instances (one URL or several, comma-separated), the first that answers
 * is heard (one being replaced fails no file). svc-albums unreachable: 503, never a file served on a guess.
 */
export function shareLinkCheck(albumsUrls: string, token: string, timeoutMs = 2_000): ShareLinkLive {
  const asking = new Map<string, Promise<boolean>>();
  const ask = async (shareId: string): Promise<boolean> => {
    const res = await fetchFromAny(albumsUrls, `/internal/share-links/${shareId}/live`, { headers: internalHeaders(token), timeoutMs }).catch(
      (err: unknown) => {
        throw new ServiceUnavailableError(`Share links cannot be checked now: ${(err as Error).message}`);
      },
    );
    await res.body?.cancel();
    if (res.status === 200) return true;
    if (res.status === 404) return false;
    throw new ServiceUnavailableError(`Share links cannot be checked now: svc-albums answered ${res.status}`);
  };
  return (shareId) => {
    const pending = asking.get(shareId);
    if (pending) return pending;
    const answer = ask(shareId).finally(() => asking.delete(shareId));
    asking.set(shareId, answer);
    return answer;
  };
}

/** Without svc-albums' address (ALBUMS_URL and INTERNAL_TOKEN): no file is served through a share link. */
export const noShareLinks: ShareLinkLive = () => Promise.resolve(false);
