import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from './testing-ports';

/** The repository root: entries are given relative to it (`svc-albums/src/index.ts`). */
const root = path.resolve(__dirname, '../../..');

/** The FILE_LINK_SECRET of tests: svc-albums and svc-media sign and check links with the same one, as on a platform. */
export const TEST_FILE_LINK_SECRET = 'test-file-link-secret-of-at-least-32-chars';

/** Runs a service's real entry point the way `npm start` does, on a free port. */
export async function spawnService(entry: string, env: Record<string, string>) {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['-r', '@swc-node/register', entry], {
    cwd: root,
    env: { ...process.env, FILE_LINK_SECRET: TEST_FILE_LINK_SECRET, ...env, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    url: `http://127.0.0.1:${port}`,
    /** The process's id (what it writes as its own, in a test's fixture). */
    pid: child.pid,
    output: () => output,
    exited,
    async waitFor(pathname: string, timeoutMs = 20_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const res = await fetch(`http://127.0.0.1:${port}${pathname}`).catch(() => null);
        if (res) return res;
        if (Date.now() > until || child.exitCode !== null) throw new Error(`service did not answer:\n${output}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}
