import { useState } from 'react';
import type { Section } from '@abialbum/contracts';
import { i18n, useToast } from '@abialbum/web-kit';
import { copyText } from '../../../lib/clipboard';
import { failureText } from '../../../lib/failure';
import { deleteSection, updateSection } from '../api/album-manager.api';

/** The public address of a shared section (SPEC "Shared section"). */
export const sharedSectionUrl = (sectionId: string) =>
  `${window.location.origin}/abialbum/shared-section/${encodeURIComponent(sectionId)}`;

interface SectionActionOptions {
  onUpdated(section: Section): void;
  onDeleted(sectionId: string): void;
}

/** Share toggle, Copy Link and Delete of the section view, each with its SPEC toast. */
export function useSectionActions({ onUpdated, onDeleted }: SectionActionOptions) {
  const [sharing, setSharing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const toast = useToast();

  const toggleShare = async (section: Section) => {
    if (sharing) return;
    setSharing(true);
    try {
      const { section: updated } = await updateSection(section.id, { isSharedAlbum: !section.isSharedAlbum });
      onUpdated(updated);
      toast.success(updated.isSharedAlbum ? i18n.t('section.nowShared', { ns: 'owner' }) : i18n.t('section.sharingOff', { ns: 'owner' }));
    } catch (err) {
      toast.error(failureText(err, i18n.t('section.updateFailed', { ns: 'owner' })));
    } finally {
      setSharing(false);
    }
  };

  const copyLink = async (section: Section) => {
    try {
      await copyText(sharedSectionUrl(section.id));
      toast.success(i18n.t('section.linkCopied', { ns: 'owner' }));
    } catch {
      toast.error(i18n.t('section.copyFailed', { ns: 'owner' }));
    }
  };

  /** Resolves true when the section is gone. */
  const remove = async (section: Section): Promise<boolean> => {
    setDeleting(true);
    try {
      await deleteSection(section.id);
      toast.success(i18n.t('section.deleted', { ns: 'owner' }));
      onDeleted(section.id);
      return true;
    } catch (err) {
      toast.error(failureText(err, i18n.t('sectionForm.saveFailed', { ns: 'owner' })));
      return false;
    } finally {
      setDeleting(false);
    }
  };

  return { sharing, deleting, toggleShare, copyLink, remove };
}
