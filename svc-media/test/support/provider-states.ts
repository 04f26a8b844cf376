import { Readable } from 'node:stream';
import type { EventEnvelope, UserSnapshot } from '@abialbum/contracts';
import type { Connection } from 'mongoose';
import { mediaRules } from '../../src/domain/upload-rules';
import type { Services } from '../../src/services';
import { playbackKeyOf } from '../../src/domain/playback-copies';
import { mediaEvent } from '../../src/events/media-events';
import { fileUrl } from '../../src/storage/file-key';
import { emptyCollections } from '@abialbum/service-kit/testing';
import { newId } from './albums';
import { aPng } from './media-fixtures';
import { anHevcMov } from './video-clips';

export const DEMO_ID = '65f000000000000000000001';
export const ANA_ID = '65f000000000000000000002';

type StateResult = Record<string, string>;

const aSnapshot = (userId: string, name: string): UserSnapshot => ({
  userId,
  name,
  email: `${name.split(' ')[0]?.toLowerCase()}@abialbum.test`,
  phone: null,
  profileImage: null,
  city: 'Lisbon',
  state: null,
  country: 'Portugal',
  isBlocked: false,
  showcreateAlbumModal: true,
  revision: 1,
});

/**
 * The provider states of the pacts svc-media verifies, arranged with the service's own use cases and event
 * handlers. Each starts from an empty database with two known users: demo (whose token the verifier sends)
 * and ana. A state answers the ids its interaction reads (`fromProviderState`).
 */
export function providerStates(services: Services, connection: Connection, applyUser: (user: UserSnapshot) => Promise<void>) {
  const { lifecycle } = services;
  /** The media item and highlight the last message state acted on. */
  let last = { mediaId: '', highlightId: '', commentId: '', reactionId: '' };

  async function reset() {
    await emptyCollections(connection);
    await applyUser(aSnapshot(DEMO_ID, 'Demo User'));
    await applyUser(aSnapshot(ANA_ID, 'Ana Silva'));
  }

  async function anAlbum(ownerId: string, title = 'Demo Album') {
    const albumId = newId();
    await lifecycle.albumChanged({ albumId, ownerId, title, description: '', isPublic: true, isBlocked: false, revision: 1 });
    return albumId;
  }
  const aMember = (albumId: string, userId: string) => lifecycle.memberChanged(albumId, userId, true, new Date().toISOString());
  /** A picture uploaded here, its pictures job run as its queue would (derivatives, as the events describe it), added as a media item. */
  async function anUploadedPicture(userId: string, albumId: string) {
    const kept = await services.files.receive(Readable.from([await aPng(11, 96)]), mediaRules('default', 'photo.png'), {
      purpose: 'media',
      uploaderId: userId,
      albumId,
    });
    await services.posters.make(kept.record.key);
    return (await services.media.create(userId, { albumId, sectionId: null, url: fileUrl(kept.record.key), caption: 'Sunset' })).media;
  }
  /** The latest event of a type in a document's outbox: exactly what the relay would publish. */
  async function outboxEvent(model: { findById(id: string): { lean(): Promise<unknown> } }, id: string, type: string) {
    const doc = (await model.findById(id).lean()) as { outbox?: EventEnvelope[] } | null;
    const event = [...(doc?.outbox ?? [])].reverse().find((candidate) => candidate.type === type);
    if (!event) throw new Error(`no ${type} event in the outbox of ${id}`);
    return event;
  }
  const messageState = (arrange: () => Promise<{ mediaId: string; highlightId?: string; commentId?: string; reactionId?: string }>) => async () => {
    const ids = await arrange();
    last = { mediaId: ids.mediaId, highlightId: ids.highlightId ?? '', commentId: ids.commentId ?? '', reactionId: ids.reactionId ?? '' };
    return { mediaId: ids.mediaId };
  };
  /** An iPhone video uploaded as a highlight of its own, its video jobs run as their queues would (not consumed here). */
  async function aVideoHighlightPlayable(albumId: string) {
    const kept = await services.files.receive(Readable.from([anHevcMov()]), mediaRules('default', 'IMG_0001.MOV'), {
      purpose: 'highlight',
      uploaderId: DEMO_ID,
      albumId,
    });
    const { key } = kept.record;
    const highlight = await services.highlights.create(DEMO_ID, { albumId, url: fileUrl(key), caption: 'At the lake' });
    await services.posters.make(key);
    await services.playback.make(key);
    return highlight.id;
  }
  const aPicture = async (userId: string, albumId: string, sectionId: string | null = null) =>
    (await services.media.create(userId, { albumId, sectionId, url: 'https://images.example.com/photo.jpg', caption: 'Beach' })).media;

  const states: Record<string, () => Promise<StateResult>> = {
    'user demo has an album': async () => ({ albumId: await anAlbum(DEMO_ID) }),

    'user demo has an album with a section holding an approved picture': async () => {
      const albumId = await anAlbum(DEMO_ID);
      const sectionId = newId();
      await lifecycle.sectionChanged({ sectionId, albumId, ownerId: DEMO_ID, title: 'Beach', isSharedAlbum: false });
      const media = await aPicture(DEMO_ID, albumId, sectionId);
      return { albumId, sectionId, mediaId: media.id };
    },

    'user demo has an album with an iPhone video whose playback copy is ready': async () => {
      const albumId = await anAlbum(DEMO_ID);
      const kept = await services.files.receive(Readable.from([anHevcMov()]), mediaRules('default', 'IMG_0001.MOV'), {
        purpose: 'media',
        uploaderId: DEMO_ID,
        albumId,
      });
      const { key } = kept.record;
      const media = (await services.media.create(DEMO_ID, { albumId, sectionId: null, url: fileUrl(key), caption: 'At the lake' })).media;
      // What the playback job records once its copy is stored (its queue is not consumed here).
      const copy = { status: 'ready' as const, key: playbackKeyOf(key) };
      await services.stores.uploads.endPlayback(key, { ...copy, attempts: 1 });
      for (const id of await services.stores.media.idsShowing(key)) await services.stores.media.change(id, () => ({ playback: copy }), mediaEvent('media.updated'));
      return { albumId, mediaId: media.id };
    },

    'user demo has an album with a highlight of its own iPhone video whose playback copy is ready': async () => {
      const albumId = await anAlbum(DEMO_ID);
      return { albumId, highlightId: await aVideoHighlightPlayable(albumId) };
    },

    'user demo has uploaded a picture to their album that is not yet a media item': async () => {
      const albumId = await anAlbum(DEMO_ID);
      const kept = await services.files.receive(Readable.from([await aPng(9)]), mediaRules('default', 'photo.png'), {
        purpose: 'media',
        uploaderId: DEMO_ID,
        albumId,
      });
      return { albumId, fileUrl: fileUrl(kept.record.key) };
    },

    'user demo has an album with a highlight': async () => {
      const albumId = await anAlbum(DEMO_ID);
      const media = await aPicture(DEMO_ID, albumId);
      const highlight = await services.highlights.addExisting(DEMO_ID, { albumId, mediaId: media.id });
      return { albumId, mediaId: media.id, highlightId: highlight.id };
    },

    'user demo has an album with a picture uploaded by member ana awaiting approval': async () => {
      const albumId = await anAlbum(DEMO_ID);
      await aMember(albumId, ANA_ID);
      const media = await aPicture(ANA_ID, albumId);
      return { albumId, mediaId: media.id, uploaderId: ANA_ID };
    },

    'user demo is a member of an album of user ana and has uploaded a picture awaiting approval': async () => {
      const albumId = await anAlbum(ANA_ID, 'Ana Album');
      await aMember(albumId, DEMO_ID);
      const media = await aPicture(DEMO_ID, albumId);
      return { albumId, mediaId: media.id };
    },

    // The activity panel's (issue 13).
    'user ana has commented on an approved picture of user demo': async () => {
      const albumId = await anAlbum(DEMO_ID);
      const media = await aPicture(DEMO_ID, albumId);
      const comment = await services.comments.create(media.id, { userId: ANA_ID, role: 'user' }, 'What a light!');
      return { albumId, mediaId: media.id, commentId: comment.id };
    },

    'user demo has commented on an approved picture of their album': async () => {
      const albumId = await anAlbum(DEMO_ID);
      const media = await aPicture(DEMO_ID, albumId);
      const comment = await services.comments.create(media.id, { userId: DEMO_ID, role: 'user' }, 'Lovely light');
      return { albumId, mediaId: media.id, commentId: comment.id };
    },

    'user ana has an approved picture in a public album': async () => {
      const albumId = await anAlbum(ANA_ID, 'Ana Album');
      const media = await aPicture(ANA_ID, albumId);
      return { albumId, mediaId: media.id, userId: ANA_ID };
    },
  };

  // svc-albums' message pacts: the events of a real change, taken from the outbox.
  Object.assign(states, {
    'an album owner has uploaded a picture to their album': messageState(async () => {
      const media = await anUploadedPicture(DEMO_ID, await anAlbum(DEMO_ID));
      return { mediaId: media.id };
    }),
    "an album owner has approved a member's pending picture": messageState(async () => {
      const albumId = await anAlbum(DEMO_ID);
      await aMember(albumId, ANA_ID);
      const media = await anUploadedPicture(ANA_ID, albumId);
      await services.approvals.approve(albumId, media.id, DEMO_ID);
      return { mediaId: media.id };
    }),
    "an album owner has rejected a member's pending picture with a reason": messageState(async () => {
      const albumId = await anAlbum(DEMO_ID);
      await aMember(albumId, ANA_ID);
      const media = await anUploadedPicture(ANA_ID, albumId);
      await services.approvals.reject(albumId, media.id, DEMO_ID, 'Too blurry');
      return { mediaId: media.id };
    }),
    'an album owner has moved an approved picture into a section': messageState(async () => {
      const albumId = await anAlbum(DEMO_ID);
      const sectionId = newId();
      await lifecycle.sectionChanged({ sectionId, albumId, ownerId: DEMO_ID, title: 'Beach', isSharedAlbum: false });
      const media = await anUploadedPicture(DEMO_ID, albumId);
      await services.media.update(media.id, DEMO_ID, { sectionId });
      return { mediaId: media.id };
    }),
    'an album owner has deleted an approved picture': messageState(async () => {
      const media = await anUploadedPicture(DEMO_ID, await anAlbum(DEMO_ID));
      await services.media.remove(media.id, DEMO_ID);
      return { mediaId: media.id };
    }),
    'an album owner has made an approved picture a highlight': messageState(async () => {
      const albumId = await anAlbum(DEMO_ID);
      const media = await anUploadedPicture(DEMO_ID, albumId);
      const highlight = await services.highlights.addExisting(DEMO_ID, { albumId, mediaId: media.id });
      return { mediaId: media.id, highlightId: highlight.id };
    }),
    "an album owner has changed a highlight's caption": messageState(async () => {
      const albumId = await anAlbum(DEMO_ID);
      const media = await anUploadedPicture(DEMO_ID, albumId);
      const highlight = await services.highlights.addExisting(DEMO_ID, { albumId, mediaId: media.id });
      await services.highlights.update(highlight.id, DEMO_ID, { caption: 'Sunset at the pier' });
      return { mediaId: media.id, highlightId: highlight.id };
    }),
    "an album owner's iPhone video in their album has its playback copy ready": messageState(async () => {
      const albumId = await anAlbum(DEMO_ID);
      const kept = await services.files.receive(Readable.from([anHevcMov()]), mediaRules('default', 'IMG_0001.MOV'), { purpose: 'media', uploaderId: DEMO_ID, albumId });
      const { key } = kept.record;
      const media = (await services.media.create(DEMO_ID, { albumId, sectionId: null, url: fileUrl(key), caption: 'At the lake' })).media;
      // Its two jobs, as their queues would run them (not consumed here): the poster and probe, then the copy.
      await services.posters.make(key);
      await services.playback.make(key);
      return { mediaId: media.id };
    }),
    "an album owner's iPhone video, a highlight of its own, has its playback copy ready": messageState(async () => ({
      mediaId: '',
      highlightId: await aVideoHighlightPlayable(await anAlbum(DEMO_ID)),
    })),
    // svc-content's: comments and reactions (issue 13).
    'a user has commented on an approved picture': messageState(async () => {
      const media = await anUploadedPicture(DEMO_ID, await anAlbum(DEMO_ID));
      const comment = await services.comments.create(media.id, { userId: ANA_ID, role: 'user' }, 'What a light!');
      return { mediaId: media.id, commentId: comment.id };
    }),
    'a user has deleted their comment on an approved picture': messageState(async () => {
      const media = await anUploadedPicture(DEMO_ID, await anAlbum(DEMO_ID));
      const comment = await services.comments.create(media.id, { userId: ANA_ID, role: 'user' }, 'What a light!');
      await services.comments.remove(comment.id, { userId: ANA_ID, role: 'user' });
      return { mediaId: media.id, commentId: comment.id };
    }),
    'a user has reacted to an approved picture': messageState(async () => {
      const media = await anUploadedPicture(DEMO_ID, await anAlbum(DEMO_ID));
      await services.reactions.toggle(media.id, { userId: ANA_ID, role: 'user' }, 'heart');
      return { mediaId: media.id, reactionId: `${media.id}:${ANA_ID}` };
    }),
    'an album owner has removed a highlight': messageState(async () => {
      const albumId = await anAlbum(DEMO_ID);
      const media = await anUploadedPicture(DEMO_ID, albumId);
      const highlight = await services.highlights.addExisting(DEMO_ID, { albumId, mediaId: media.id });
      await services.highlights.remove(highlight.id, DEMO_ID);
      return { mediaId: media.id, highlightId: highlight.id };
    }),
  });

  const mediaModel = services.stores.media.model as never;
  const highlightModel = services.stores.highlights.model as never;
  const commentModel = services.stores.comments.model as never;
  const reactionModel = services.stores.reactions.model as never;
  const messageProviders = Object.fromEntries(
    (['media.uploaded', 'media.approved', 'media.rejected', 'media.updated', 'media.deleted'] as const)
      .map((type) => [`a ${type} event`, () => outboxEvent(mediaModel, last.mediaId, type)])
      .concat(
        (['highlight.added', 'highlight.removed', 'highlight.updated'] as const).map((type) => [`a ${type} event`, () => outboxEvent(highlightModel, last.highlightId, type)]),
        (['comment.created', 'comment.deleted'] as const).map((type) => [`a ${type} event`, () => outboxEvent(commentModel, last.commentId, type)]),
        [['a reaction.changed event', () => outboxEvent(reactionModel, last.reactionId, 'reaction.changed')]],
      ),
  );

  return { reset, states, messageProviders };
}
