import { execFile } from 'node:child_process';

export interface VideoProbe {
  duration: number | null;
  width: number | null;
  height: number | null;
}

export interface VideoTools {
  /** Whether ffmpeg and ffprobe are on this machine; without them videos are stored as they are. */
  available(): Promise<boolean>;
  probe(path: string): Promise<VideoProbe>;
  /** Writes one frame, at `atSeconds`, as a PNG at `output`. */
  frame(path: string, atSeconds: number, output: string): Promise<void>;
}

const TIMEOUT_MS = 60_000;

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { timeout: TIMEOUT_MS, maxBuffer: 1024 * 1024, killSignal: 'SIGKILL' }, (err, stdout) =>
      err ? reject(err) : resolve(stdout),
    );
  });
}

const positive = (value: unknown) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : null;
};

export function ffmpegTools(ffmpeg = 'ffmpeg', ffprobe = 'ffprobe'): VideoTools {
  let present: Promise<boolean> | undefined;
  return {
    available() {
      present ??= Promise.all([run(ffmpeg, ['-version']), run(ffprobe, ['-version'])]).then(
        () => true,
        () => false,
      );
      return present;
    },
    async probe(path) {
      const out = await run(ffprobe, ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=width,height:format=duration', '-of', 'json', path]);
      const info = JSON.parse(out) as { streams?: { width?: number; height?: number }[]; format?: { duration?: string } };
      const stream = info.streams?.[0];
      const duration = positive(info.format?.duration);
      return {
        duration: duration === null ? null : Math.round(duration * 100) / 100,
        width: positive(stream?.width),
        height: positive(stream?.height),
      };
    },
    async frame(path, atSeconds, output) {
      // `-ss` before `-i` seeks by the index, fast even for long videos; the filter keeps square pixels.
      await run(ffmpeg, ['-v', 'error', '-nostdin', '-y', '-ss', atSeconds.toFixed(2), '-i', path, '-frames:v', '1', '-vf', 'scale=iw*sar:ih', '-f', 'image2', '-c:v', 'png', output]);
    },
  };
}
