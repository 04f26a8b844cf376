import { albumsClient, type SharedSection } from '@abialbum/web-kit';

export async function fetchSharedSection(sectionId: string): Promise<SharedSection> {
  const { data } = await albumsClient.sharedSection(sectionId);
  return { ...data.section, media: data.section.media ?? [] };
}

/** SPEC section 9: the share link is the origin plus /abialbum/shared-section/{sectionId}. */
export const shareLink = (sectionId: string) => `${window.location.origin}/abialbum/shared-section/${encodeURIComponent(sectionId)}`;

/** The clipboard API needs a secure context; elsewhere the old copy command still works. */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  try {
    if (!document.execCommand('copy')) throw new Error('Copy command refused');
  } finally {
    field.remove();
  }
}
