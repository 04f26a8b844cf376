import { durationOf } from '../src/derivatives/video-tools';

describe("a video's duration from ffmpeg's description of its input", () => {
  it('reads hours, minutes and seconds', () => {
    expect(durationOf('Input #0, mov,mp4, from \'a.mp4\':\n  Duration: 01:02:03.456, start: 0.000000, bitrate: 58 kb/s')).toBe(3723.46);
  });

  it('has none when ffmpeg gives none, or a zero', () => {
    expect(durationOf('  Duration: N/A, start: 0.000000, bitrate: N/A')).toBeNull();
    expect(durationOf('  Duration: 00:00:00.00, start: 0.000000')).toBeNull();
    expect(durationOf('Invalid data found when processing input')).toBeNull();
  });
});
