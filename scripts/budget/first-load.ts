/**
 * The JavaScript a screen loads first, computed from the builds' stats (scripts/rspack/build-stats.js): the shell's
 * start (its entry and its bootstrap group), then the remote's container entry and the screen's exposed group, each
 * with the shared modules their chunks consume, loaded from the shell when the shell provides them (it registers
 * first, and every build shares with the loaded-first strategy) and from the remote otherwise, and whatever the
 * shell's page preloads. Lazy chunks (import() inside a screen) are not in it: they load after a click.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface StatsChunk {
  id: string | number;
  files: string[];
  consumes: string[];
  provides: string[];
  packages: Record<string, number>;
}
export interface BuildStats {
  outputPath: string;
  groups: Record<string, (string | number)[]>;
  chunks: StatsChunk[];
}
export interface LoadedFile {
  build: string;
  file: string;
  gzip: number;
  raw: number;
  packages: Record<string, number>;
}

export const readStats = (file: string): BuildStats => JSON.parse(readFileSync(file, 'utf8')) as BuildStats;

/** What a set of builds loads: each file once, in the order it is reached. */
export class FirstLoad {
  readonly files = new Map<string, LoadedFile>();
  private readonly keys = new Set<string>();

  constructor(private readonly builds: Record<string, BuildStats>, private readonly shell?: string) {}

  /** A named group (entry, exposed screen, bootstrap) of `build`, and whatever shared modules it consumes. */
  group(build: string, name: string): this {
    const ids = this.builds[build]?.groups[name];
    if (!ids) throw new Error(`${build} has no chunk group ${name}`);
    this.chunks(build, (chunk) => ids.includes(chunk.id));
    return this;
  }

  /**
   * The scripts of the build's own page (index.html) preloads: the browser downloads them with the first page, run or
   * not (a preload of a feature loaded on demand would undo the split: scripts/rspack/startup-preload.js).
   */
  preloaded(build: string): this {
    const stats = this.builds[build]!;
    const page = join(stats.outputPath, 'index.html');
    if (!existsSync(page)) return this;
    for (const [tag] of readFileSync(page, 'utf8').matchAll(/<link\b[^>]*>/g)) {
      const attr = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
      const href = attr('href');
      if (attr('rel') !== 'preload' || attr('as') !== 'script' || !href?.startsWith('/')) continue;
      const file = href.slice(1);
      // Another build's file (a remote's remoteEntry.js under /mf/) is counted with that build.
      this.chunks(build, (chunk) => chunk.files.includes(file));
    }
    return this;
  }

  total = (pick: (f: LoadedFile) => number = (f) => f.gzip) => [...this.files.values()].reduce((sum, f) => sum + pick(f), 0);

  private chunks(build: string, take: (chunk: StatsChunk) => boolean): void {
    const stats = this.builds[build]!;
    for (const chunk of stats.chunks.filter(take)) {
      for (const file of chunk.files.filter((f) => f.endsWith('.js'))) this.add(build, stats, file, chunk.packages);
      for (const key of chunk.consumes) this.shared(key, build);
    }
  }

  private shared(key: string, consumer: string): void {
    if (this.keys.has(key)) return;
    this.keys.add(key);
    const provides = (build?: string) => !!build && this.builds[build]!.chunks.some((c) => c.provides.includes(key));
    const from = provides(this.shell) ? this.shell! : consumer;
    this.chunks(from, (chunk) => chunk.provides.includes(key));
  }

  private add(build: string, stats: BuildStats, file: string, packages: Record<string, number>): void {
    const path = `${build}/${file}`;
    const known = this.files.get(path);
    if (known) {
      for (const [name, size] of Object.entries(packages)) known.packages[name] = Math.max(known.packages[name] ?? 0, size);
      return;
    }
    const body = readFileSync(join(stats.outputPath, file));
    this.files.set(path, { build, file, raw: body.length, gzip: gzipSync(body).length, packages: { ...packages } });
  }
}

export const kib = (bytes: number) => Number((bytes / 1024).toFixed(1));

/** The npm packages in a file, biggest first ("zod 362.3 KiB raw"). */
export const packageList = (file: LoadedFile) =>
  Object.entries(file.packages)
    .filter(([, size]) => size >= 1024)
    .sort((a, b) => b[1] - a[1])
    .map(([name, size]) => `${name} ${kib(size)} KiB`)
    .join(', ') || 'own code only';
