import { Readable } from 'node:stream';
import { withoutVideoLocation } from '../src/derivatives/video-location';
import { aUser, anAlbum, type TestUser } from './support/albums';
import { startService, type Service } from './support/service';
import { anH264FilmedAt, anHevcMov, describe as describeVideo, FILMED_AT } from './support/video-clips';
import { uploadVideo } from './support/video-items';

/**
 * A phone's video says where it was filmed, as a photo's EXIF does; like the photo's GPS, the position is taken out
 * of the file kept (issue 14: nothing at a public URL tells where someone was). The frames are not touched.
 */
describe('a video kept without the position it was filmed at', () => {
  let svc: Service;
  let owner: TestUser;
  let albumId: string;
  beforeAll(async () => {
    svc = await startService();
    owner = await aUser(svc);
    albumId = (await anAlbum(svc, owner)).id;
  });
  afterAll(() => svc.close());

  it.each([
    ["an iPhone's .mov (com.apple.quicktime.location.ISO6709)", anHevcMov(21), 'IMG_0021.MOV', 'video/quicktime', 'hevc'],
    ['a .mov saying it in ©xyz', anH264FilmedAt('mov', 21), 'VID_0021.mov', 'video/quicktime', 'h264'],
    ["an .mp4's 3GPP location box (loci)", anH264FilmedAt('mp4', 21), 'VID_0022.mp4', 'video/mp4', 'h264'],
  ])('%s: same size, same streams, no position', async (_kind, sent, name, type, codec) => {
    // Latitude and longitude (an MP4's ©xyz writes the altitude its own way).
    const position = FILMED_AT.slice(0, 17);
    expect(describeVideo(sent)).toContain(position);
    const file = await uploadVideo(svc, owner, albumId, sent, name, type);
    const kept = Buffer.from(await (await fetch(`${svc.url}${file.url}`)).arrayBuffer());
    expect(kept.length).toBe(sent.length);
    expect(kept.includes(position.slice(0, 8))).toBe(false);
    const streams = describeVideo(kept);
    expect(streams).toContain(`Video: ${codec}`);
    expect(streams).toContain('Audio: aac');
    expect(streams).not.toContain(position);
  });
});

/** A video goes into storage as it arrives (one pass): the position is taken out on the way, whatever its chunks. */
describe('the position taken out of a video as it streams by', () => {
  const chunksOf = (bytes: Buffer, size: number) => Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size));
  const through = async (bytes: Buffer, chunkBytes: number) => Buffer.concat(await Readable.from(chunksOf(bytes, chunkBytes)).pipe(withoutVideoLocation()).toArray());
  // Latitude and longitude (an MP4's loci box holds them in binary: ffmpeg reads them out).
  const position = FILMED_AT.slice(0, 17);

  it.each([
    ['.mov, index last', anH264FilmedAt('mov', 22)],
    ['.mp4, index last', anH264FilmedAt('mp4', 22)],
    ['.mov, index first', anH264FilmedAt('mov', 22, { indexFirst: true })],
    ['.mp4, index first', anH264FilmedAt('mp4', 22, { indexFirst: true })],
  ])('%s: in any chunks, the same bytes but the position', async (_kind, sent) => {
    expect(describeVideo(sent)).toContain(position);
    const whole = await through(sent, sent.length);
    expect(whole.length).toBe(sent.length);
    expect(describeVideo(whole)).not.toContain(position);
    // Only the index changed: the bytes differ in a few places, all within it.
    const changed = [...sent.keys()].filter((i) => sent[i] !== whole[i]);
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.length).toBeLessThan(200);
    for (const chunkBytes of [1, 7, 4096, 65_536]) expect((await through(sent, chunkBytes)).equals(whole)).toBe(true);
  });

  it('passes what is not an MP4 or QuickTime file as it is', async () => {
    const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.from(`moov${FILMED_AT}`, 'latin1'), Buffer.alloc(5000, 3)]);
    for (const chunkBytes of [1, 4096]) expect((await through(webm, chunkBytes)).equals(webm)).toBe(true);
  });
});
