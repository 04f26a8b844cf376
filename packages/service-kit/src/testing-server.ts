import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** The repository root: where scripts/infra is. */
const root = path.resolve(__dirname, '../../..');

/**
 * The binary of a server scripts/setup.sh builds once per machine (scripts/infra/build-<tool>.sh: Mailpit, MinIO), that
 * a test runs on ports of its own. Missing, the test fails and says what to run and how long it takes (`buildTime`).
 */
export function builtServerBinary(tool: string, label: string, buildTime: string): string {
  const script = `scripts/infra/build-${tool}.sh`;
  const bin = execFileSync('bash', [path.join(root, script), '--path'], { encoding: 'utf8' }).trim();
  if (!existsSync(bin)) throw new Error(`${label} is not built (${bin}): run scripts/setup.sh (or bash ${script}) once, ${buildTime}`);
  return bin;
}

export interface TestServerOptions {
  /** Over the test's own environment. */
  env?: Record<string, string>;
  /** Answers 2xx once the server serves. */
  readyUrl: string;
}

/**
 * Runs a server binary for a test; resolves once `readyUrl` answers. A server that exits first or is not ready within
 * 20 s is stopped, and the error carries what it printed. `stop` ends it and resolves once it has exited.
 */
export async function startTestServer(label: string, bin: string, args: string[], options: TestServerOptions) {
  const child = spawn(bin, args, { env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  for (const until = Date.now() + 20_000; ; await new Promise((resolve) => setTimeout(resolve, 100))) {
    const ready = await fetch(options.readyUrl).catch(() => null);
    if (ready?.ok) break;
    if (Date.now() > until || child.exitCode !== null) {
      await stop();
      throw new Error(`${label} did not start:\n${output}`);
    }
  }
  return { stop };
}
