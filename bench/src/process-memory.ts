/** Resident memory of the platform's processes, read from /proc while a benchmark runs. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const MiB = 1024 * 1024;

const commandLine = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
};

export const children = (pid: number): number[] => {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
};

/**
 * The process of a service the scripts started, from its pid file in the profile's run directory: the pid
 * itself when it runs `svc-<name>/dist/index.js` (the build; `src/index.ts` before services were built),
 * else the descendant that does (a wrapper that forked).
 */
export function servicePid(runDir: string, name: string): number {
  const file = join(runDir, `${name}.pid`);
  if (!existsSync(file)) throw new Error(`no pid file ${file}: was the platform started by npm start or npm run bench?`);
  const entries = [`svc-${name}/dist/index.js`, `svc-${name}/src/index.ts`];
  const queue = [Number(readFileSync(file, 'utf8').trim())];
  while (queue.length > 0) {
    const pid = queue.shift() as number;
    const command = commandLine(pid);
    if (command.includes('node ') && entries.some((entry) => command.includes(entry))) return pid;
    queue.push(...children(pid));
  }
  throw new Error(`${file} names no running process of ${entries.join(' or ')}`);
}

/** A `Vm*` line of /proc/<pid>/status, in bytes. */
export function statusBytes(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  if (!line) throw new Error(`/proc/${pid}/status has no ${field}`);
  return Number(line.replace(/\D+/g, '')) * 1024;
}

export interface MemoryFigures {
  /** Resident memory when sampling began. */
  beforeMiB: number;
  /** Highest resident memory while sampling: VmHWM when it rose meanwhile (exact), else the highest sample. */
  peakMiB: number;
  samples: number;
}

/** Samples VmRSS of some processes every `intervalMs` until stopped. */
export function sampleMemory(pids: Record<string, number>, intervalMs = 50) {
  const names = Object.keys(pids);
  const hwmBefore = Object.fromEntries(names.map((n) => [n, statusBytes(pids[n]!, 'VmHWM')]));
  const before = Object.fromEntries(names.map((n) => [n, statusBytes(pids[n]!, 'VmRSS')]));
  const peak = { ...before };
  let samples = 1;
  const timer = setInterval(() => {
    samples += 1;
    for (const n of names) peak[n] = Math.max(peak[n]!, statusBytes(pids[n]!, 'VmRSS'));
  }, intervalMs);
  timer.unref();
  return {
    stop(): Record<string, MemoryFigures> {
      clearInterval(timer);
      const mib = (bytes: number) => Number((bytes / MiB).toFixed(1));
      return Object.fromEntries(
        names.map((n) => {
          const hwm = statusBytes(pids[n]!, 'VmHWM');
          const highest = hwm > hwmBefore[n]! ? hwm : Math.max(peak[n]!, statusBytes(pids[n]!, 'VmRSS'));
          return [n, { beforeMiB: mib(before[n]!), peakMiB: mib(highest), samples }];
        }),
      );
    },
  };
}
