import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { builtServerBinary, freePorts, startOnFreePorts, startTestServer } from '@abialbum/service-kit/testing';
import type { S3Settings } from '../../src/storage/s3-client';

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

/**
 * A MinIO server of the test's own: the cached binary on free ports (or the port given) with an empty data folder. `stop`
 * ends it and removes the folder. Settings for a bucket name the adapter creates when missing.
 */
export async function startMinio(options: { port?: number } = {}) {
  const bin = builtServerBinary('minio', 'MinIO', 'about 3 minutes');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'abialbum-minio-'));
  const removeDir = () => rm(dir, { recursive: true, force: true });
  const startOn = async (port: number, consolePort: number) => {
    const endpoint = `http://127.0.0.1:${port}`;
    const server = await startTestServer('MinIO', bin, ['server', dir, '--quiet', '--address', `127.0.0.1:${port}`, '--console-address', `127.0.0.1:${consolePort}`], {
      env: { MINIO_ROOT_USER: ACCESS_KEY, MINIO_ROOT_PASSWORD: SECRET_KEY, MINIO_BROWSER: 'off' },
      readyUrl: `${endpoint}/minio/health/live`,
    });
    return { server, endpoint };
  };
  const given = options.port;
  const { server, endpoint } = await (given === undefined
    ? startOnFreePorts(2, ([port = 0, consolePort = 0]) => startOn(port, consolePort))
    : // The console's port, not the one given (free too until MinIO takes it, so it could be chosen).
      freePorts(2).then(([a = 0, b = 0]) => startOn(given, a === given ? b : a))
  ).catch(async (err: unknown) => {
    await removeDir();
    throw err;
  });
  const stop = async () => {
    await server.stop();
    await removeDir();
  };
  return {
    endpoint,
    settings: (bucket: string): S3Settings => ({ endpoint, bucket, region: 'us-east-1', accessKeyId: ACCESS_KEY, secretAccessKey: SECRET_KEY }),
    /** The same as environment variables, for the service started as a process. */
    env: (bucket: string) => minioEnv(endpoint, bucket),
    stop,
  };
}

export type Minio = Awaited<ReturnType<typeof startMinio>>;
