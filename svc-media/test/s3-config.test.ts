import { TEST_FILE_LINK_SECRET } from '@abialbum/service-kit/testing';
import { loadConfig } from '@abialbum/service-kit';
import { configSchema } from '../src/config';
import { createStorage } from '../src/storage/create-storage';

const required = { MONGO_URL: 'mongodb://127.0.0.1:27017', AMQP_URL: 'amqp://127.0.0.1', JWKS_URL: 'http://127.0.0.1:4001/.well-known/jwks.json', FILE_LINK_SECRET: TEST_FILE_LINK_SECRET };
const s3 = {
  MEDIA_STORAGE: 's3',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_BUCKET: 'abialbum-media',
  S3_ACCESS_KEY_ID: 'abialbum',
  S3_SECRET_ACCESS_KEY: 'abialbum-secret',
};

describe('svc-media configuration of S3 storage', () => {
  it('needs no S3 variable with local storage', () => {
    expect(loadConfig(configSchema, required)).toMatchObject({ MEDIA_STORAGE: 'local', S3_REGION: 'us-east-1' });
  });

  it('reads the S3 settings, the region us-east-1 unless given', () => {
    expect(loadConfig(configSchema, { ...required, ...s3 })).toMatchObject({ ...s3, S3_REGION: 'us-east-1' });
    expect(loadConfig(configSchema, { ...required, ...s3, S3_REGION: 'eu-west-3' }).S3_REGION).toBe('eu-west-3');
  });

  it('names every missing S3 variable at once with MEDIA_STORAGE=s3, with the other missing variables', () => {
    const error = (() => {
      try {
        loadConfig(configSchema, { MEDIA_STORAGE: 's3' });
      } catch (err) {
        return (err as Error).message;
      }
      return '';
    })();
    for (const name of ['MONGO_URL', 'AMQP_URL', 'JWKS_URL']) expect(error).toContain(`${name}: ${name} is required`);
    for (const name of ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
      expect(error).toContain(`${name}: ${name} is required when MEDIA_STORAGE=s3`);
    }
    expect(error).not.toContain('S3_REGION');
  });

  it('says what is wrong with a bad endpoint or bucket name', () => {
    const bad = () => loadConfig(configSchema, { ...required, ...s3, S3_ENDPOINT: 'minio:9000', S3_BUCKET: 'Media_Files' });
    expect(bad).toThrow('S3_ENDPOINT: S3_ENDPOINT must be an http(s) URL, e.g. http://127.0.0.1:9000');
    expect(bad).toThrow('S3_BUCKET: S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots or dashes');
  });

  it('refuses to pick S3 storage without its settings, even when called without loadConfig', async () => {
    const config = { ...loadConfig(configSchema, required), MEDIA_STORAGE: 's3' as const };
    await expect(createStorage(config)).rejects.toThrow('MEDIA_STORAGE=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  });
});
