import type { EventEnvelope } from '@abialbum/contracts';
import type { AlbumServices } from '../../src/services';
import { ANA_ID, DEMO_ID } from './provider-states';

type Outboxed = { findById(id: string): { lean(): Promise<unknown> } };

/**
 * The provider states of the message pacts of svc-albums' consumers (identity, media, content): each makes
 * a real change through the service's own use cases, and the message is then the event that change left in
 * its document's outbox, exactly what the relay would publish. Albums belong to user ana; demo asks to join.
 */
export function messageStates(services: AlbumServices) {
  const { albums, sections, joinRequests, adminAlbums, stores } = services;
  /** Where the last state's events are: the model and id of the document that carries them. */
  let last: { model: Outboxed; id: string } | undefined;
  const remember = (model: unknown, id: string) => {
    last = { model: model as Outboxed, id };
  };

  const aPublicAlbum = async () => {
    const album = await albums.create(ANA_ID, { title: 'Summer in Lisbon', description: 'Beach days', isPublic: true, allowDownloads: true });
    remember(stores.albums.model, album.id);
    return album.id;
  };
  /** A section 'Beach' of ana's album, not shared; its events are in the section's outbox. */
  const aSection = async () => {
    const albumId = await aPublicAlbum();
    const section = await sections.create(ANA_ID, { albumId, title: 'Beach', description: '', order: 0, isSharedAlbum: false });
    remember(stores.sections.model, section.id);
    return { albumId, sectionId: section.id };
  };
  /** Demo's request to join ana's album, approved by ana. */
  const anApprovedMember = async () => {
    const albumId = await aPublicAlbum();
    const request = await joinRequests.request(albumId, DEMO_ID, 'May I join?');
    await joinRequests.approve(albumId, request.id, ANA_ID);
    remember(stores.joinRequests.model, request.id);
    return { albumId, requestId: request.id };
  };

  const states: Record<string, () => Promise<Record<string, string>>> = {
    'a user has created a public album': async () => ({ albumId: await aPublicAlbum() }),
    'an album owner has made their public album private': async () => {
      const albumId = await aPublicAlbum();
      await albums.update(albumId, ANA_ID, { isPublic: false });
      return { albumId };
    },
    'an admin has blocked a public album': async () => {
      const albumId = await aPublicAlbum();
      await adminAlbums.setBlocked(albumId, true);
      return { albumId };
    },
    'an admin has unblocked a public album': async () => {
      const albumId = await aPublicAlbum();
      await adminAlbums.setBlocked(albumId, true);
      await adminAlbums.setBlocked(albumId, false);
      return { albumId };
    },
    'an album owner has deleted their public album': async () => {
      const albumId = await aPublicAlbum();
      await albums.remove(albumId, ANA_ID);
      return { albumId };
    },
    'an album owner has added a section to their album': aSection,
    'an album owner has shared a section of their album': async () => {
      const ids = await aSection();
      await sections.update(ids.sectionId, ANA_ID, { isSharedAlbum: true });
      return ids;
    },
    'an album owner has deleted a section of their album': async () => {
      const ids = await aSection();
      await sections.remove(ids.sectionId, ANA_ID);
      return ids;
    },
    'an album owner has approved a join request': anApprovedMember,
    'an album owner has removed an approved member': async () => {
      const { albumId, requestId } = await anApprovedMember();
      await joinRequests.reject(albumId, requestId, ANA_ID, 'Family only');
      return { albumId, requestId };
    },
  };

  /** The latest event of a type in the last state's document outbox. */
  async function outboxEvent(type: string): Promise<EventEnvelope> {
    if (!last) throw new Error(`no provider state made a ${type} event`);
    const doc = (await last.model.findById(last.id).lean()) as { outbox?: EventEnvelope[] } | null;
    const event = [...(doc?.outbox ?? [])].reverse().find((candidate) => candidate.type === type);
    if (!event) throw new Error(`no ${type} event in the outbox of ${last.id}`);
    return event;
  }

  const types = [
    'album.created',
    'album.updated',
    'album.blocked',
    'album.unblocked',
    'album.deleted',
    'section.created',
    'section.updated',
    'section.deleted',
    'member.approved',
    'member.removed',
  ];
  const messageProviders = Object.fromEntries(
    types.map((type) => [`${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type} event`, () => outboxEvent(type)]),
  );

  return { states, messageProviders };
}
