import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { S3Settings } from '../../src/storage/s3-client';

const BUILD_SCRIPT = path.resolve(__dirname, '../../../scripts/infra/build-minio.sh');
const ACCESS_KEY = 'abialbum-test';
const SECRET_KEY = 'abialbum-test-secret';

/** The environment variables of a service on the test MinIO at `endpoint` (which may not be up yet). */
export const minioEnv = (endpoint: string, bucket: string) => ({
  MEDIA_STORAGE: 's3',
  S3_ENDPOINT: endpoint,
  S3_BUCKET: bucket,
  S3_ACCESS_KEY_ID: ACCESS_KEY,
  S3_SECRET_ACCESS_KEY: SECRET_KEY,
});

/** The binary scripts/setup.sh builds once per machine. Missing, the test fails and says what to run. */
function minioBinary(): string {
  const bin = execFileSync('bash', [BUILD_SCRIPT, '--path'], { encoding: 'utf8' }).trim();
  if (!existsSync(bin)) {
    throw new Error(`MinIO is not built (${bin}): run scripts/setup.sh (or bash scripts/infra/build-minio.sh) once, about 3 minutes`);
  }
  return bin;
}

/** Two free ports at once (taken together, so they differ). */
export async function freePorts(): Promise<[number, number]> {
  const open = () =>
    new Promise<net.Server>((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => resolve(server));
    });
  const servers = [await open(), await open()];
  const ports = servers.map((server) => (server.address() as net.AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return [ports[0] ?? 0, ports[1] ?? 0];
}

/**
 * A MinIO server of the test's own: the cached binary on free ports (or the port given) with an empty data folder. `stop`
 * ends it and removes the folder. Settings for a bucket name the adapter creates when missing.
 */
export async function startMinio(options: { port?: number } = {}) {
  const bin = minioBinary();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'abialbum-minio-'));
  const [freePort, consolePort] = await freePorts();
  const port = options.port ?? freePort;
  const child = spawn(bin, ['server', dir, '--quiet', '--address', `127.0.0.1:${port}`, '--console-address', `127.0.0.1:${consolePort}`], {
    env: { ...process.env, MINIO_ROOT_USER: ACCESS_KEY, MINIO_ROOT_PASSWORD: SECRET_KEY, MINIO_BROWSER: 'off' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const endpoint = `http://127.0.0.1:${port}`;

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    await rm(dir, { recursive: true, force: true });
  };
  for (const until = Date.now() + 20_000; ; await new Promise((resolve) => setTimeout(resolve, 100))) {
    const live = await fetch(`${endpoint}/minio/health/live`).catch(() => null);
    if (live?.ok) break;
    if (Date.now() > until || child.exitCode !== null) {
      await stop();
      throw new Error(`MinIO did not start:\n${output}`);
    }
  }
  return {
    endpoint,
    settings: (bucket: string): S3Settings => ({ endpoint, bucket, region: 'us-east-1', accessKeyId: ACCESS_KEY, secretAccessKey: SECRET_KEY }),
    /** The same as environment variables, for the service started as a process. */
    env: (bucket: string) => minioEnv(endpoint, bucket),
    stop,
  };
}

export type Minio = Awaited<ReturnType<typeof startMinio>>;
