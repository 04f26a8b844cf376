import { useCallback, useEffect, useState } from 'react';
import type { ShareLink, ShareLinkCreate } from '@abialbum/contracts';
import { shareLinksClient, useToast } from '@abialbum/web-kit';
import { copyText } from '../../../lib/clipboard';
import { failureText } from '../../../lib/failure';
import { SHARE_LINKS_TEXTS as T } from '../components/share-links/share-links.texts';

/** A link's address as a visitor opens it. */
export const shareLinkUrl = (link: Pick<ShareLink, 'path'>) => `${window.location.origin}${link.path}`;

/**
 * The owner's share links of a section (`sectionId`) or of the whole album (issue 27 item 2): listed with their
 * opens and last use, made, copied, replaced and revoked, each with its toast.
 */
export function useShareLinks(albumId: string, sectionId: string | null) {
  const [links, setLinks] = useState<ShareLink[] | null>(null);
  const [busy, setBusy] = useState(false);
  const toast = useToast();

  const load = useCallback(async () => {
    try {
      const { data } = await shareLinksClient.list(albumId, sectionId ?? undefined);
      // An album's own links are those of no section.
      setLinks(sectionId ? data.links : data.links.filter((link) => link.sectionId === null));
    } catch (err) {
      toast.error(failureText(err, T.loadFailed));
      setLinks([]);
    }
  }, [albumId, sectionId, toast]);

  useEffect(() => {
    void load();
  }, [load]);

  const run = async (work: () => Promise<string>, fallback: string) => {
    setBusy(true);
    try {
      toast.success(await work());
      await load();
    } catch (err) {
      toast.error(failureText(err, fallback));
    } finally {
      setBusy(false);
    }
  };

  const copy = async (link: ShareLink) => {
    try {
      await copyText(shareLinkUrl(link));
      toast.success('Link copied to clipboard!');
    } catch {
      toast.error('Could not copy the link');
    }
  };

  return {
    links,
    busy,
    copy,
    create: (settings: Omit<ShareLinkCreate, 'sectionId'>) =>
      run(async () => (await shareLinksClient.create(albumId, { ...settings, sectionId })).message, T.createFailed),
    replace: (link: ShareLink) => run(async () => (await shareLinksClient.replace(albumId, link.id)).message, T.changeFailed),
    revoke: (link: ShareLink) => run(async () => (await shareLinksClient.revoke(albumId, link.id)).message, T.changeFailed),
  };
}
