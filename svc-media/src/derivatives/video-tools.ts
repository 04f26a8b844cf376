import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';

/** What one ffmpeg run learnt of a video: its duration, and whether it wrote the poster frame asked for. */
export interface VideoFrame {
  duration: number | null;
  /** False when the video has no frame at that time (it is shorter), or no video stream at all. */
  written: boolean;
}

export interface VideoTools {
  /** Whether ffmpeg is on this machine; without it videos are stored as they are. */
  available(): Promise<boolean>;
  /** Writes one frame, at `atSeconds`, as a PNG at `output`, and reads the duration: one ffmpeg run. */
  frame(path: string, atSeconds: number, output: string): Promise<VideoFrame>;
}

const TIMEOUT_MS = 60_000;

/** Runs a tool and answers what it wrote to stderr (where ffmpeg describes its input). */
function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { timeout: TIMEOUT_MS, maxBuffer: 1024 * 1024, killSignal: 'SIGKILL' }, (err, _stdout, stderr) =>
      err ? reject(err) : resolve(stderr),
    );
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
      return { duration: durationOf(description), written };
    },
  };
}
