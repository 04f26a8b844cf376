import type { FileLinks } from '@abialbum/service-kit';
import type { StoredAlbum } from '../store/album.store';
import { isVisible } from './access';

/** A file URL as the caller of an answer may load it. */
export type Link = <U extends string | null>(url: U) => U;

/**
 * The files an album shows (its cover, media, highlights, section thumbnails), linked for the answer that lists
 * them (issue 15 "Private means private"): bare while anyone may see the album, else signed links (FileLinks)
 * that svc-media serves until they expire. Every media item held here is approved: the album alone decides.
 */
export class AlbumFiles {
  /** Links that work whoever the file belongs to: for answers only the album's owner receives. */
  readonly signed: Link;

  constructor(private readonly links: FileLinks) {
    this.signed = links.linker(false);
  }

  of(album: StoredAlbum): Link {
    return this.links.linker(isVisible(album));
  }
}
