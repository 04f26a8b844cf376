import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { constants, setPriority } from 'node:os';
import { playableAsIs, playbackArgs } from './playback';

/** What one ffmpeg run learnt of a video: its duration, and whether it wrote the poster frame asked for. */
export interface VideoFrame {
  duration: number | null;
  /** False when the video has no frame at that time (it is shorter), or no video stream at all. */
  written: boolean;
  /** Every browser plays it as it is (playback.ts); else it gets a playback copy, made later. */
  playable: boolean;
}

export interface VideoTools {
  /** Whether ffmpeg is on this machine; without it videos are stored as they are. */
  available(): Promise<boolean>;
  /** Writes one frame, at `atSeconds`, as a PNG at `output`, and reads the duration: one ffmpeg run. */
  frame(path: string, atSeconds: number, output: string): Promise<VideoFrame>;
  /** Writes the playback copy of the video at `path` to `output` (playback.ts), at the lowest CPU priority. */
  playback(path: string, output: string, signal?: AbortSignal): Promise<void>;
}

const TIMEOUT_MS = 60_000;
/** A playback copy of a long 4K video on one thread takes minutes; one that takes longer than this is stuck. */
const PLAYBACK_TIMEOUT_MS = 60 * 60_000;

interface RunOptions {
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Runs at the lowest priority (nice 19): the machine's uploads and API come first. */
  background?: boolean;
}

/** Runs a tool and answers what it wrote to stderr (where ffmpeg describes its input). */
function run(command: string, args: string[], options: RunOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      command,
      args,
      { timeout: options.timeoutMs ?? TIMEOUT_MS, maxBuffer: 1024 * 1024, killSignal: 'SIGKILL', signal: options.signal },
      (err, _stdout, stderr) => (err ? reject(Object.assign(err, { stderr: stderr.slice(-2000) })) : resolve(stderr)),
    );
    if (options.background && child.pid) {
      try {
        setPriority(child.pid, constants.priority.PRIORITY_LOW);
      } catch {
        // Not allowed here: it still runs, one at a time and on one thread.
      }
    }
  });
}

/** The input's duration from ffmpeg's description of it ("Duration: 00:01:02.50, start: …"). */
export function durationOf(description: string): number | null {
  const match = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(description);
  if (!match) return null;
  const seconds = Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
  return seconds > 0 ? Math.round(seconds * 100) / 100 : null;
}

export function ffmpegTools(ffmpeg = 'ffmpeg'): VideoTools {
  let present: Promise<boolean> | undefined;
  return {
    available() {
      present ??= run(ffmpeg, ['-version']).then(
        () => true,
        () => false,
      );
      return present;
    },
    async frame(path, atSeconds, output) {
      // `-ss` before `-i` seeks by the index, fast even for long videos; the filter keeps square pixels.
      // At the `info` level ffmpeg describes its input (the duration) before it writes anything.
      const description = await run(ffmpeg, ['-hide_banner', '-v', 'info', '-nostdin', '-y', '-ss', atSeconds.toFixed(2), '-i', path,
        '-frames:v', '1', '-vf', 'scale=iw*sar:ih', '-f', 'image2', '-c:v', 'png', output]);
      const written = (await stat(output).catch(() => null))?.isFile() === true;
      return { duration: durationOf(description), written, playable: playableAsIs(description) };
    },
    async playback(path, output, signal) {
      await run(ffmpeg, playbackArgs(path, output), { timeoutMs: PLAYBACK_TIMEOUT_MS, signal, background: true });
      if (!(await stat(output).catch(() => null))?.size) throw new Error('ffmpeg wrote no playback copy');
    },
  };
}
