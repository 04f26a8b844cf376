/**
 * Whether every browser can play a video as it was sent, from ffmpeg's description of its input (the lines it
 * writes to stderr before anything else, in the poster run): strictly H.264 (8-bit 4:2:0) with AAC or no sound in
 * an MP4, or VP8/VP9/AV1 with Opus, Vorbis or no sound in a WebM. Anything else (HEVC in an iPhone's .mov,
 * ProRes, H.264 in a QuickTime file, 10-bit H.264, MPEG-4 Part 2...) gets a playback derivative (issue 14).
 */

export type Container = 'mp4' | 'mov' | 'webm' | 'other';

export interface StreamFacts {
  codec: string;
  /** The pixel format of a video stream (`yuv420p`), when ffmpeg names one. */
  pixelFormat: string | null;
}

export interface InputFacts {
  container: Container;
  video: StreamFacts[];
  audio: StreamFacts[];
}

/** Only the input's part: the same run goes on to describe its output (a PNG poster) in the same words. */
function inputPart(description: string): string {
  const start = description.indexOf('Input #0');
  if (start < 0) return '';
  const rest = description.slice(start);
  const end = rest.search(/^(?:Stream mapping:|Output #0)/m);
  return end < 0 ? rest : rest.slice(0, end);
}

/**
 * MP4 and QuickTime share ffmpeg's demuxer ("mov,mp4,m4a,3gp,3g2,mj2"): the file's major brand tells them apart
 * (`qt  ` is QuickTime, as an iPhone writes; `isom`, `mp42`, `avc1`... are MP4).
 */
function containerOf(input: string): Container {
  const formats = /^Input #0, ([^ ]+?),? from /m.exec(input)?.[1]?.split(',') ?? [];
  if (formats.includes('webm')) return 'webm';
  if (!formats.includes('mp4')) return 'other';
  const brand = /^\s*major_brand\s*:\s*(\S*)/m.exec(input)?.[1] ?? '';
  return brand === 'qt' || brand === '' ? 'mov' : 'mp4';
}

function streams(input: string, kind: 'Video' | 'Audio'): StreamFacts[] {
  const found: StreamFacts[] = [];
  for (const match of input.matchAll(new RegExp(`^\\s*Stream #0:\\d+\\S*: ${kind}: ([a-z0-9_]+)([^\\n]*)`, 'gm'))) {
    const rest = match[2] ?? '';
    // A cover picture stored as a video stream (an MP3's art, some MP4s) is not played.
    if (rest.includes('(attached pic)')) continue;
    const pixelFormat = /\),\s*([a-z0-9_]+)[(,]/.exec(rest)?.[1] ?? /^[^,]*,\s*([a-z0-9_]+)[(,]/.exec(rest)?.[1] ?? null;
    found.push({ codec: match[1] ?? '', pixelFormat: kind === 'Video' ? pixelFormat : null });
  }
  return found;
}

/** The container and the streams ffmpeg found in its input. */
export function inputFacts(description: string): InputFacts {
  const input = inputPart(description);
  return { container: containerOf(input), video: streams(input, 'Video'), audio: streams(input, 'Audio') };
}

const H264_PIXELS = new Set(['yuv420p', 'yuvj420p']);
const WEBM_VIDEO = new Set(['vp8', 'vp9', 'av1']);
const WEBM_AUDIO = new Set(['opus', 'vorbis']);

export function playableFacts(facts: InputFacts): boolean {
  const [video, ...more] = facts.video;
  if (!video || more.length > 0 || facts.audio.length > 1) return false;
  const audio = facts.audio[0]?.codec;
  if (facts.container === 'mp4') return video.codec === 'h264' && H264_PIXELS.has(video.pixelFormat ?? '') && (audio === undefined || audio === 'aac');
  if (facts.container === 'webm') return WEBM_VIDEO.has(video.codec) && (audio === undefined || WEBM_AUDIO.has(audio));
  return false;
}

/** The rule itself, on ffmpeg's description of a video (false when it describes no video at all). */
export function playableAsIs(description: string): boolean {
  return playableFacts(inputFacts(description));
}

/** The longer side of a playback copy (1080p: 1920x1080, or 1080x1920 standing up). */
const LONG_SIDE = 1920;
const SHORT_SIDE = 1080;

/**
 * ffmpeg's arguments for the playback copy: H.264 (yuv420p, so every decoder takes it) and AAC in an MP4 whose index
 * comes first (`+faststart`: it plays while it loads), at most 1080p keeping its shape with even sides, turned
 * upright (ffmpeg applies the rotation by default), without the original's metadata (no GPS). One thread: it runs
 * beside uploads and the API.
 */
export function playbackArgs(input: string, output: string): string[] {
  const width = `'min(iw,if(gte(iw,ih),${LONG_SIDE},${SHORT_SIDE}))'`;
  const height = `'min(ih,if(gte(iw,ih),${SHORT_SIDE},${LONG_SIDE}))'`;
  const scale = `scale=iw*sar:ih,scale=${width}:${height}:force_original_aspect_ratio=decrease:force_divisible_by=2,setsar=1`;
  return [
    '-hide_banner', '-v', 'error', '-nostdin', '-y',
    '-threads', '1', '-i', input,
    '-map', '0:v:0', '-map', '0:a:0?', '-sn', '-dn', '-map_metadata', '-1', '-map_chapters', '-1',
    '-vf', scale, '-filter_threads', '1',
    '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p', '-profile:v', 'high',
    '-c:a', 'aac', '-b:a', '128k', '-ac', '2',
    '-threads', '1', '-movflags', '+faststart', '-f', 'mp4', output,
  ];
}
