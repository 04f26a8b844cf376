/** CPU time of a platform's processes, read from /proc while a benchmark runs (tracing-cost, instances-cost). */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { children } from './process-memory';

/** Linux's USER_HZ: /proc's CPU times are in these ticks. */
export const TICKS_PER_SECOND = 100;

/** User plus system CPU ticks of a process so far, 0 once it is gone. */
function cpuTicks(pid: number): number {
  try {
    // After "(comm)": state is field 3, utime field 14 and stime field 15.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** A process's CPU ticks and its descendants' (PostgreSQL's backends, a wrapper's node). */
const treeTicks = (pid: number): number => children(pid).reduce((sum, child) => sum + treeTicks(child), cpuTicks(pid));

/** The pid a pid file names (PostgreSQL's postmaster.pid: its first line), none without the file. */
function pidIn(file: string): number | undefined {
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]?.trim());
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/**
 * CPU ticks so far of each part of a platform that scripts/platform.sh started in `dataDir`: each service's instances
 * together (their pid files: gateway, albums, albums.2...), and the engine (FerretDB with the PostgreSQL behind it and
 * its backends). Two readings apart give what each part spent between them.
 */
export function platformTicks(dataDir: string): Map<string, number> {
  const parts = new Map<string, number>();
  const add = (part: string, pid: number | undefined) => {
    if (pid !== undefined) parts.set(part, (parts.get(part) ?? 0) + treeTicks(pid));
  };
  const runDir = join(dataDir, 'run');
  for (const file of readdirSync(runDir).filter((name) => name.endsWith('.pid'))) {
    const name = file.replace(/(\.\d+)?\.pid$/, '');
    add(name === 'ferretdb' ? 'engine' : name, pidIn(join(runDir, file)));
  }
  add('engine', pidIn(join(dataDir, 'postgres', 'postmaster.pid')));
  return parts;
}
