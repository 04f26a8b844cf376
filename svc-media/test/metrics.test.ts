import { randomUUID } from 'node:crypto';
import { eventually, metricValue, parseMetrics, scrapeMetrics } from '@abialbum/service-kit/testing';
import { aPhoto } from './support/media-fixtures';
import { anAlbum, aUser } from './support/albums';
import { startService, type Service } from './support/service';
import { uploadFiles } from './support/upload';

describe('svc-media /metrics: upload bytes and derivative jobs (issue 26 item 2)', () => {
  // Job queues of our own, so parallel runs never take each other's jobs.
  const videoQueues = `svc-media.metrics-${randomUUID().slice(0, 8)}`;
  let svc: Service;
  beforeAll(async () => {
    svc = await startService({ videoQueues });
  });
  afterAll(() => svc.close());

  it("counts an upload's bytes once, and the pictures job it queues is consumed from its queue", async () => {
    const owner = await aUser(svc);
    const album = await anAlbum(svc, owner);
    const photo = await aPhoto({ seed: 11 });
    const job = { queue: `${videoQueues}.posters`, type: 'upload.poster-requested', outcome: 'handled' };
    const before = await scrapeMetrics(svc.url);

    const res = await uploadFiles(`${svc.url}/api/v1/upload`, [{ bytes: photo, name: 'IMG_0011.jpg', type: 'image/jpeg' }], {
      field: 'file',
      token: owner.token,
      fields: { albumId: album.id },
    });
    expect(res.status).toBe(201);

    const after = await scrapeMetrics(svc.url);
    expect(metricValue(after, 'abialbum_media_upload_bytes_total') - metricValue(before, 'abialbum_media_upload_bytes_total')).toBe(photo.length);
    const queued = parseMetrics(after).filter((sample) => sample.name === 'abialbum_media_derivative_jobs_queued');
    expect(queued.map((sample) => sample.labels.kind).sort()).toEqual(['playback', 'posters']);
    // The job goes through the upload's outbox, the broker and its queue's consumer (which makes the pictures). The
    // queue is ours, but it is bound by the job's type: other test files' uploads on the same broker reach it too, so
    // the count may move by more than this upload's one (CI counted 3).
    const consumedBefore = metricValue(before, 'abialbum_events_consumed_total', job);
    let consumed = consumedBefore;
    await eventually(async () => (consumed = metricValue(await scrapeMetrics(svc.url), 'abialbum_events_consumed_total', job)) > consumedBefore, 45_000, 250).catch(() => undefined);
    expect(consumed - consumedBefore).toBeGreaterThanOrEqual(1);
  }, 90_000);
});
