import { freePort, TEST_FILE_LINK_SECRET } from '@abialbum/service-kit/testing';
import os from 'node:os';
import path from 'node:path';
import { mkdtemp, rm } from 'node:fs/promises';
import { HeadBucketCommand } from '@aws-sdk/client-s3';
import { loadConfig, type Logger } from '@abialbum/service-kit';
import { configSchema } from '../src/config';
import { createStorage } from '../src/storage/create-storage';
import { s3Client } from '../src/storage/s3-client';
import { minioEnv, startMinio, type Minio } from './support/minio';

const required = { MONGO_URL: 'mongodb://127.0.0.1:27017', AMQP_URL: 'amqp://127.0.0.1', JWKS_URL: 'http://127.0.0.1:4001/.well-known/jwks.json', FILE_LINK_SECRET: TEST_FILE_LINK_SECRET };

/** What the service logs while it waits: a record of the warnings, nothing printed. */
function recordingLogger() {
  const warnings: unknown[] = [];
  return { warnings, logger: { warn: (fields: unknown) => warnings.push(fields) } as unknown as Logger };
}

describe('svc-media starting on S3 storage', () => {
  let stagingRoot: string;
  const minios: Minio[] = [];

  beforeEach(async () => {
    stagingRoot = await mkdtemp(path.join(os.tmpdir(), 'abialbum-s3-start-'));
  });
  afterEach(async () => {
    await Promise.all(minios.splice(0).map((minio) => minio.stop()));
    await rm(stagingRoot, { recursive: true, force: true });
  });

  const configFor = (env: Record<string, string>) => loadConfig(configSchema, { ...required, MEDIA_DIR: stagingRoot, ...env });

  it('waits for an S3 server that starts after it, then creates the bucket', async () => {
    const port = await freePort();
    const { warnings, logger } = recordingLogger();
    const env = { ...minioEnv(`http://127.0.0.1:${port}`, 'abialbum-late'), S3_WAIT_SECONDS: '60' };
    const opening = createStorage(configFor(env), logger);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const minio = await startMinio({ port });
    minios.push(minio);
    await expect(opening).resolves.toBeDefined();
    expect(warnings.length).toBeGreaterThan(0);
    await expect(s3Client(minio.settings('abialbum-late')).send(new HeadBucketCommand({ Bucket: 'abialbum-late' }))).resolves.toBeDefined();
  }, 60_000);

  it('gives up once S3_WAIT_SECONDS have passed, saying which server', async () => {
    const port = await freePort();
    const env = { ...minioEnv(`http://127.0.0.1:${port}`, 'abialbum-never'), S3_WAIT_SECONDS: '0' };
    await expect(createStorage(configFor(env))).rejects.toThrow(`S3 storage at http://127.0.0.1:${port} cannot be reached`);
  }, 30_000);

  it('does not wait when the server answers with a refusal (wrong credentials)', async () => {
    const minio = await startMinio();
    minios.push(minio);
    const { warnings, logger } = recordingLogger();
    const env = { ...minio.env('abialbum-refused'), S3_SECRET_ACCESS_KEY: 'not-the-secret', S3_WAIT_SECONDS: '60' };
    await expect(createStorage(configFor(env), logger)).rejects.toThrow('HTTP 403');
    expect(warnings).toEqual([]);
  }, 30_000);
});
