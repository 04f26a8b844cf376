import type { Highlight, MediaType } from '@abialbum/contracts';
import { mediaClient } from '@abialbum/web-kit/clients';

export async function fetchHighlights(albumId: string): Promise<Highlight[]> {
  const { data } = await mediaClient.listHighlights(albumId);
  return data?.highlights ?? [];
}

export async function addToHighlights(albumId: string, mediaId: string): Promise<Highlight> {
  return (await mediaClient.addExistingHighlight({ albumId, mediaId })).data.highlight;
}

export async function createHighlightFromFile(albumId: string, file: File, caption: string, onProgress: (fraction: number) => void) {
  return (await mediaClient.createHighlightFromFile({ albumId, file, caption, onProgress })).data.highlight;
}

export async function createHighlightFromUrl(albumId: string, url: string, caption: string, type: MediaType) {
  return (await mediaClient.createHighlightFromUrl({ albumId, url, caption, type })).data.highlight;
}

export async function removeHighlight(highlightId: string): Promise<void> {
  await mediaClient.removeHighlight(highlightId);
}

/** The modal's edit mode: a new caption, and other media when a URL is given. */
export async function updateHighlight(highlightId: string, changes: { caption: string; url?: string; type?: MediaType }) {
  return (await mediaClient.updateHighlight(highlightId, changes)).data.highlight;
}

export async function updateHighlightFile(highlightId: string, file: File, caption: string, onProgress: (fraction: number) => void) {
  return (await mediaClient.updateHighlight(highlightId, { file, caption, onProgress })).data.highlight;
}
