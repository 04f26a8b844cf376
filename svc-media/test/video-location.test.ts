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
