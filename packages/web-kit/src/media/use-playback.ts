import { useEffect, useState } from 'react';
import type { PlaybackStatus } from '@abialbum/contracts';
// The package's own name: the remotes share one API client (tokens, the 401 rule) through the singleton.
import { mediaClient } from '@abialbum/web-kit/clients';
import { isOwnFile, type Viewable } from './viewable';

/** How often a video being prepared is asked about: soon at first, then less often. */
export const PLAYBACK_POLL_FIRST_MS = 2_000;
const PLAYBACK_POLL_MAX_MS = 15_000;

export interface Playback {
  /** `checking`: an item from a list that does not tell (an album page's), asked once before it plays. */
  status: PlaybackStatus | 'checking' | null;
  /** What the player loads: the playback copy once ready, else the original. */
  src: string;
}

const settled = (media: Pick<Viewable, 'url' | 'playbackStatus' | 'playbackUrl'>): Playback => ({
  status: media.playbackStatus ?? null,
  src: media.playbackStatus === 'ready' && media.playbackUrl ? media.playbackUrl : media.url,
});

/** A video of this platform from a list that does not say whether it has a playback copy (svc-albums' pages). */
const untold = (media: Pick<Viewable, 'type' | 'url' | 'playbackStatus'>) =>
  media.type === 'VIDEO' && media.playbackStatus === undefined && isOwnFile(media.url);

const initial = (media: Viewable): Playback => (untold(media) ? { status: 'checking', src: media.url } : settled(media));

/**
 * A video's source for the player. While its playback copy is prepared (issue 14), the item is read again, less
 * and less often, until the copy is ready (then it plays, without a reload) or given up (then the original). An
 * item whose list does not tell is read once first.
 */
export function usePlayback(media: Viewable): Playback {
  const { url, type, playbackStatus, playbackUrl } = media;
  // A highlight of a media item is asked about as that item; one of its own file (mediaId null) as the highlight.
  const ofItsOwn = media.mediaId === null;
  const id = media.mediaId ?? media.id;
  const [playback, setPlayback] = useState<Playback>(() => initial(media));
  const checking = untold({ type, url, playbackStatus });
  const preparing = checking || (type === 'VIDEO' && playbackStatus === 'preparing');

  useEffect(() => {
    setPlayback(checking ? { status: 'checking', src: url } : settled({ url, playbackStatus, playbackUrl }));
    if (!preparing) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = (delay: number, next: number) => {
      timer = setTimeout(async () => {
        try {
          const fresh = ofItsOwn ? (await mediaClient.getHighlight(id)).data.highlight : (await mediaClient.getMedia(id)).data.media;
          if (stopped) return;
          setPlayback(settled(fresh));
          if (fresh.playbackStatus !== 'preparing') return;
        } catch (err) {
          if (stopped) return;
          const status = (err as { status?: number }).status ?? 0;
          // Gone, or not this caller's to see: the original is all there is.
          if (status === 403 || status === 404) {
            setPlayback({ status: null, src: url });
            return;
          }
          // Offline a moment, or a session being renewed: asked again later.
        }
        poll(next, Math.min(next * 1.5, PLAYBACK_POLL_MAX_MS));
      }, delay);
    };
    if (checking) poll(0, PLAYBACK_POLL_FIRST_MS);
    else poll(PLAYBACK_POLL_FIRST_MS, PLAYBACK_POLL_FIRST_MS * 1.5);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [id, ofItsOwn, url, playbackStatus, playbackUrl, checking, preparing]);

  return playback;
}
