/**
 * svc-albums' handling of the media events of one busy album: approvals of the owner's and of five members' uploads,
 * fed to the service's own handlers (the dispatcher its broker consumer uses) one at a time, and side by side as a
 * consumer holding up to 100 events handles them. Same engine, same run, alternated (one at a time, side by side, side
 * by side, one at a time). Target: side by side at least 2x the events per second of one at a time (a queue that
 * grew during a deploy drains that much faster than its events one by one; before the items' writes stopped holding
 * their uploader and the album's recomputations were grouped, about 1x: they waited for each other).
 */
import { randomUUID } from 'node:crypto';
import type { MediaEventData } from '@abialbum/contracts';
import { createDispatcher, eventFactory } from '@abialbum/service-kit';
import { silentLogger } from '@abialbum/service-kit/testing';
import { eventHandlers } from '@abialbum/svc-albums/src/events/consumers';
import { aUser, startAlbumsService } from './albums-service';
import { saveResult } from './results';

const TARGET = 2;
const EVENTS = Number(process.env.BENCH_EVENTS ?? 60);
const fromMedia = eventFactory('svc-media');
const newId = () => randomUUID().replace(/-/g, '').slice(0, 24);

/** A new item, uploaded by `uploaderId` into a section of the album, approved (revision 2). */
function anApproval(albumId: string, sectionId: string, uploaderId: string): unknown {
  const mediaId = newId();
  const data: MediaEventData = {
    mediaId,
    albumId,
    sectionId,
    uploaderId,
    type: 'IMAGE',
    url: `/api/v1/files/${mediaId}.jpg`,
    thumbnailUrl: `/api/v1/files/${mediaId}-320.webp`,
    displayUrl: `/api/v1/files/${mediaId}-1280.webp`,
    placeholder: null,
    width: 1600,
    height: 1200,
    duration: null,
    caption: '',
    status: 'approved',
    rejectionReason: null,
    createdAt: new Date().toISOString(),
    revision: 2,
  };
  return fromMedia('media.approved', data);
}

async function main(): Promise<void> {
  const svc = await startAlbumsService('events');
  try {
    const owner = aUser(0);
    const members = Array.from({ length: 5 }, (_, i) => aUser(i + 1));
    for (const user of [owner, ...members]) await svc.services.owners.apply(user);
    const album = await svc.services.albums.create(owner.userId, { title: 'Busy album', description: 'Benchmark album', isPublic: true, allowDownloads: true });
    const sections: string[] = [];
    for (const title of ['Beach', 'City', 'Night']) {
      sections.push((await svc.services.sections.create(owner.userId, { albumId: album.id, title, description: '', order: 0, isSharedAlbum: true })).id);
    }
    const dispatch = createDispatcher(svc.connection, eventHandlers(svc.services), silentLogger());
    const uploaders = [owner, owner, ...members].map((user) => user.userId);
    const batch = () => Array.from({ length: EVENTS }, (_, i) => anApproval(album.id, sections[i % sections.length]!, uploaders[i % uploaders.length]!));

    /** Events per second of one batch, one at a time or side by side. */
    const measure = async (sideBySide: boolean): Promise<number> => {
      const events = batch();
      const began = performance.now();
      if (sideBySide) await Promise.all(events.map((event) => dispatch(event)));
      else for (const event of events) await dispatch(event);
      return (events.length * 1000) / (performance.now() - began);
    };
    await measure(true); // warm-up
    const oneAtATime: number[] = [];
    const sideBySide: number[] = [];
    oneAtATime.push(await measure(false));
    sideBySide.push(await measure(true));
    sideBySide.push(await measure(true));
    oneAtATime.push(await measure(false));

    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const ratio = mean(sideBySide) / mean(oneAtATime);
    const shown = (xs: number[]) => xs.map((x) => x.toFixed(1)).join(' and ');
    const profile = await svc.services.stores.albums.findLive(album.id);
    console.log(`  one at a time: ${shown(oneAtATime)} events/s; side by side: ${shown(sideBySide)} events/s (${EVENTS} approvals of one album each, 7 uploaders, 3 sections)`);
    console.log(`album events: side by side / one at a time ${ratio.toFixed(2)} (target >= ${TARGET}); the album counts ${profile?.counts.media ?? '?'} media of ${EVENTS * 5}`);
    saveResult('albumEvents', {
      events: EVENTS,
      oneAtATime: oneAtATime.map((x) => Number(x.toFixed(1))),
      sideBySide: sideBySide.map((x) => Number(x.toFixed(1))),
      ratio: Number(ratio.toFixed(2)),
      target: TARGET,
      met: ratio >= TARGET,
    });
  } finally {
    await svc.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
