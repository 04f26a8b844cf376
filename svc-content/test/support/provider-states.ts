import { aboutUpdateSchema, termsUpdateSchema } from '@abialbum/contracts';
import { createDispatcher, eventFactory } from '@abialbum/service-kit';
import { emptyCollections, silentLogger } from '@abialbum/service-kit/testing';
import type { Connection } from 'mongoose';
import { eventHandlers } from '../../src/events/consumers';
import type { ContentServices } from '../../src/services';
import { aMedia, anAbout, anAlbum, aUserSnapshot, someTerms } from './builders';

/** The admin whose token the verifier puts on admin requests. */
export const ADMIN_ID = '65f0000000000000000000ad';

const fromIdentity = eventFactory('svc-identity');
const fromAlbums = eventFactory('svc-albums');
const fromMedia = eventFactory('svc-media');

/**
 * The provider states of the pacts svc-content verifies, arranged with the service's own use cases (an
 * admin's saves) and its own event handlers (the statistics read model, as the broker would feed it).
 * Every state starts from an empty database.
 */
export function providerStates(services: ContentServices, connection: Connection) {
  const dispatch = createDispatcher(connection, eventHandlers({ counting: services.counting }), silentLogger());
  const { contentPages } = services;

  async function reset() {
    await emptyCollections(connection);
  }
  async function handled(event: unknown) {
    const outcome = await dispatch(event);
    if (outcome !== 'handled') throw new Error(`a provider state's event was ${outcome}`);
  }
  const saveAbout = () => contentPages.saveAbout(aboutUpdateSchema.parse(anAbout()), ADMIN_ID);
  const saveTerms = () => contentPages.saveTerms(termsUpdateSchema.parse(someTerms()), ADMIN_ID);

  const states: Record<string, () => Promise<Record<string, string>>> = {
    'nothing has been saved in Content Management': async () => ({}),
    'an admin has saved the About page': async () => {
      await saveAbout();
      return {};
    },
    'an admin has saved the Terms': async () => {
      await saveTerms();
      return {};
    },
    'an admin has saved the About page and the Terms': async () => {
      await saveAbout();
      await saveTerms();
      return {};
    },
    // Three users (one blocked), a public album and a blocked private one, one approved picture.
    'users, albums and media have been counted': async () => {
      const [ana, bo] = [aUserSnapshot({ name: 'Ana' }), aUserSnapshot({ name: 'Bo', isBlocked: true })];
      for (const user of [ana, bo, aUserSnapshot({ name: 'Cy' })]) await handled(fromIdentity('user.registered', user));
      const album = anAlbum({ ownerId: ana.userId });
      await handled(fromAlbums('album.created', album));
      await handled(fromAlbums('album.created', anAlbum({ ownerId: bo.userId, isPublic: false, isBlocked: true })));
      await handled(fromMedia('media.uploaded', aMedia({ albumId: album.albumId, uploaderId: ana.userId, status: 'approved' })));
      return {};
    },
  };

  return { reset, states };
}
