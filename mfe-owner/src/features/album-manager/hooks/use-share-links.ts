import { useCallback, useEffect, useState } from 'react';
import type { ShareLink, ShareLinkCreate } from '@abialbum/contracts';
import { i18n, useToast } from '@abialbum/web-kit';
import { shareLinksClient } from '@abialbum/web-kit/clients';
import { copyText } from '../../../lib/clipboard';
import { failureText } from '../../../lib/failure';

/** A link's address as a visitor opens it. */
export const shareLinkUrl = (path: string) => `${window.location.origin}${path}`;

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
      toast.error(failureText(err, i18n.t('shareLinks.loadFailed', { ns: 'owner' })));
      setLinks([]);
    }
  }, [albumId, sectionId, toast]);

  useEffect(() => {
    void load();
  }, [load]);

  const run = async (work: () => Promise<unknown>, done: string, fallback: string) => {
    setBusy(true);
    try {
      await work();
      toast.success(done);
      await load();
    } catch (err) {
      toast.error(failureText(err, fallback));
    } finally {
      setBusy(false);
    }
  };

  const copy = async (link: ShareLink) => {
    try {
      if (link.path === null) return;
      await copyText(shareLinkUrl(link.path));
      toast.success(i18n.t('section.linkCopied', { ns: 'owner' }));
    } catch {
      toast.error(i18n.t('section.copyFailed', { ns: 'owner' }));
    }
  };

  return {
    links,
    busy,
    copy,
    create: (settings: Omit<ShareLinkCreate, 'sectionId'>) =>
      run(() => shareLinksClient.create(albumId, { ...settings, sectionId }), i18n.t('shareLinks.created', { ns: 'owner' }), i18n.t('shareLinks.createFailed', { ns: 'owner' })),
    replace: (link: ShareLink) => run(() => shareLinksClient.replace(albumId, link.id), i18n.t('shareLinks.replaced', { ns: 'owner' }), i18n.t('shareLinks.changeFailed', { ns: 'owner' })),
    revoke: (link: ShareLink) => run(() => shareLinksClient.revoke(albumId, link.id), i18n.t('shareLinks.revoked', { ns: 'owner' }), i18n.t('shareLinks.changeFailed', { ns: 'owner' })),
  };
}
