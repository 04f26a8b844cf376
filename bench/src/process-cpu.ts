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

/** The machine's CPU ticks so far, all cores together (/proc/stat's first line): busy, idle and stolen by the host. */
export function machineTicks(): { busy: number; idle: number; steal: number } {
  // cpu user nice system idle iowait irq softirq steal ...
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = readFileSync('/proc/stat', 'utf8')
    .split('\n', 1)[0]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return { busy: user + nice + system + irq + softirq, idle: idle + iowait, steal };
}

/**
 * Information: how the machine's cores spent a stretch between two readings, in percent of their time: busy, idle,
 * and stolen by the host (a virtual machine's neighbours). The same code's CPU per request swings by half between
 * rounds of one run on these machines: this says whether the host took time away meanwhile.
 */
export function machineShares(before: ReturnType<typeof machineTicks>, after: ReturnType<typeof machineTicks>): string {
  const spent = { busy: after.busy - before.busy, idle: after.idle - before.idle, steal: after.steal - before.steal };
  const total = Math.max(spent.busy + spent.idle + spent.steal, 1);
  const share = (ticks: number) => `${((ticks / total) * 100).toFixed(1)}%`;
  return `busy ${share(spent.busy)}, idle ${share(spent.idle)}, stolen by the host ${share(spent.steal)}`;
}
