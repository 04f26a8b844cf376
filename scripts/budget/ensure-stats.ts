/**
 * The budget reads each front end's build stats (scripts/rspack/build-stats.js, in node_modules/.cache). The builds
 * step of npm test skips a front end whose dist/ is newer than its sources, so stats can be missing (a dist/ built
 * before the stats plugin existed, a cleared cache, a reinstalled node_modules) or describe another build (a dist/
 * rebuilt elsewhere). Such a front end is built again here, so the budget never fails for want of stats.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readStats } from './first-load';

/** Why the stats of `build` (a workspace folder: shell, mfe-public...) cannot be used as they are, or null. */
export function staleReason(root: string, statsDir: string, build: string): string | null {
  const file = join(statsDir, `${build}.json`);
  if (!existsSync(file)) return 'no build stats';
  const stats = readStats(file);
  const dist = join(root, build, 'dist');
  if (resolve(stats.outputPath) !== resolve(dist)) return `stats of a build in ${stats.outputPath}`;
  // File names carry content hashes: every file the stats name is on disk only if dist/ is that very build.
  const missing = stats.chunks.flatMap((c) => c.files).find((f) => !existsSync(join(dist, f)));
  return missing ? `${build}/dist has no ${missing}` : null;
}

/** Builds each of `builds` whose stats are stale; returns what it did, a line per build. */
export function ensureStats(root: string, statsDir: string, builds: string[]): string[] {
  const done: string[] = [];
  for (const build of builds) {
    const reason = staleReason(root, statsDir, build);
    if (!reason) continue;
    try {
      execFileSync('npm', ['run', 'build', '-w', build, '--silent'], { cwd: root, stdio: 'pipe' });
    } catch (error) {
      const output = (error as { stderr?: Buffer }).stderr?.toString().trim().split('\n').slice(-20).join('\n') ?? '';
      throw new Error(`the build of ${build} failed (${reason}):\n${output}`);
    }
    // The stamp scripts/lib/build.sh compares with the sources: this build is as fresh as one made there.
    mkdirSync(join(root, build, 'dist'), { recursive: true });
    writeFileSync(join(root, build, 'dist', '.built'), '');
    done.push(`built ${build} (${reason})`);
    const after = staleReason(root, statsDir, build);
    if (after) throw new Error(`${build} was built but its stats are still unusable: ${after}`);
  }
  return done;
}
