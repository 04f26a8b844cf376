import { inputFacts, playableAsIs } from '../src/derivatives/playback';

/** ffmpeg's description of an input, as the poster run writes it (then its PNG output, described the same way). */
function described(format: string, brand: string | null, streams: string[]): string {
  return [
    `Input #0, ${format}, from '/tmp/abialbum/staged.part':`,
    '  Metadata:',
    ...(brand === null ? [] : [`    major_brand     : ${brand}`, '    minor_version   : 0']),
    '  Duration: 00:00:04.20, start: 0.000000, bitrate: 9000 kb/s',
    ...streams.map((stream, i) => `  Stream #0:${i}[0x${i + 1}](und): ${stream}`),
    'Stream mapping:',
    '  Stream #0:0 -> #0:0 (hevc (native) -> png (native))',
    "Output #0, image2, to '/tmp/abialbum/poster.png':",
    '  Stream #0:0(und): Video: png, rgb24(pc, gbr/bt709/bt709, progressive), 1920x1080, q=2-31, 200 kb/s',
  ].join('\n');
}

const MOV = 'mov,mp4,m4a,3gp,3g2,mj2';
const H264 = 'Video: h264 (High) (avc1 / 0x31637661), yuv420p(tv, bt709, progressive), 1920x1080 [SAR 1:1 DAR 16:9], 8000 kb/s, 30 fps (default)';
const HEVC = 'Video: hevc (Main) (hvc1 / 0x31637668), yuv420p(tv, bt709), 1920x1080, 7000 kb/s, 29.97 fps (default)';
const AAC = 'Audio: aac (LC) (mp4a / 0x6134706D), 44100 Hz, stereo, fltp, 128 kb/s (default)';
const IPHONE_DATA = ['Data: none (mebx / 0x7862656D), 0 kb/s (default)', 'Data: none (mebx / 0x7862656D), 0 kb/s (default)'];

describe('whether every browser plays a video as it was sent, from ffmpeg\'s description of it', () => {
  it('plays H.264 with AAC, or without sound, in an MP4', () => {
    expect(playableAsIs(described(MOV, 'isom', [H264, AAC]))).toBe(true);
    expect(playableAsIs(described(MOV, 'mp42', [H264]))).toBe(true);
  });

  it('plays VP8, VP9 or AV1 with Opus, Vorbis or no sound in a WebM', () => {
    expect(playableAsIs(described('matroska,webm', null, ['Video: vp9 (Profile 0), yuv420p(tv), 1280x720, SAR 1:1 DAR 16:9, 30 fps', 'Audio: opus, 48000 Hz, stereo, fltp']))).toBe(true);
    expect(playableAsIs(described('matroska,webm', null, ['Video: vp8, yuv420p(progressive), 640x360, 25 fps', 'Audio: vorbis, 44100 Hz, stereo, fltp']))).toBe(true);
    expect(playableAsIs(described('matroska,webm', null, ['Video: av1 (libdav1d) (Main), yuv420p(tv), 1920x1080, 30 fps']))).toBe(true);
  });

  it("copies an iPhone's HEVC .mov (QuickTime brand, metadata tracks)", () => {
    const iphone = described(MOV, 'qt  ', [HEVC, AAC, ...IPHONE_DATA]);
    expect(inputFacts(iphone)).toEqual({
      container: 'mov',
      video: [{ codec: 'hevc', pixelFormat: 'yuv420p' }],
      audio: [{ codec: 'aac', pixelFormat: null }],
    });
    expect(playableAsIs(iphone)).toBe(false);
  });

  it('copies HEVC even in an MP4, and ProRes', () => {
    expect(playableAsIs(described(MOV, 'isom', [HEVC, AAC]))).toBe(false);
    expect(playableAsIs(described(MOV, 'qt  ', ['Video: prores (HQ) (apch / 0x68637061), yuv422p10le(tv, bt709, progressive), 3840x2160, 30 fps', AAC]))).toBe(false);
  });

  it('copies H.264 in a QuickTime file, 10-bit or 4:2:2 H.264, and sound other than AAC in an MP4', () => {
    expect(playableAsIs(described(MOV, 'qt  ', [H264, AAC]))).toBe(false);
    expect(playableAsIs(described(MOV, 'isom', [H264.replace('yuv420p(', 'yuv420p10le('), AAC]))).toBe(false);
    expect(playableAsIs(described(MOV, 'isom', [H264.replace('yuv420p(', 'yuv422p('), AAC]))).toBe(false);
    expect(playableAsIs(described(MOV, 'isom', [H264, 'Audio: ac3 (ac-3 / 0x332D6361), 48000 Hz, 5.1(side), fltp, 384 kb/s']))).toBe(false);
    expect(playableAsIs(described(MOV, 'isom', ['Video: mpeg4 (Simple Profile) (mp4v / 0x7634706D), yuv420p, 320x240 [SAR 1:1 DAR 4:3], 10 fps', AAC]))).toBe(false);
  });

  it('copies H.264 in a Matroska file, and anything ffmpeg does not describe', () => {
    expect(playableAsIs(described('matroska,webm', null, [H264.replace(' (avc1 / 0x31637661)', ''), AAC]))).toBe(false);
    expect(playableAsIs(described('avi', null, [H264, 'Audio: mp3, 44100 Hz, stereo, fltp, 128 kb/s']))).toBe(false);
    expect(playableAsIs('/tmp/x: Invalid data found when processing input')).toBe(false);
  });

  it('reads only the input: the PNG poster it writes is no video stream of the file', () => {
    expect(inputFacts(described(MOV, 'isom', [AAC])).video).toEqual([]);
    expect(playableAsIs(described(MOV, 'isom', [AAC]))).toBe(false);
  });

  it('ignores a cover picture stored as a video stream', () => {
    expect(playableAsIs(described(MOV, 'isom', [H264, AAC, 'Video: mjpeg (Baseline), yuvj420p(pc), 600x600, 90k tbr (attached pic)']))).toBe(true);
  });
});
