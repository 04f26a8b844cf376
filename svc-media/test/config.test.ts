import { TEST_FILE_LINK_SECRET } from '@abialbum/service-kit/testing';
import path from 'node:path';
import { loadConfig } from '@abialbum/service-kit';
import { configSchema } from '../src/config';

const required = { MONGO_URL: 'mongodb://127.0.0.1:27017', AMQP_URL: 'amqp://127.0.0.1', JWKS_URL: 'http://127.0.0.1:4001/.well-known/jwks.json', FILE_LINK_SECRET: TEST_FILE_LINK_SECRET };

describe('svc-media configuration', () => {
  it('keeps files in the repository .data/media folder by default', () => {
    const config = loadConfig(configSchema, required);
    expect(config.MEDIA_DIR).toBe(path.resolve(__dirname, '../../.data/media'));
    expect(config).toMatchObject({ PORT: 4003, MONGO_DB: 'abialbum_media', MEDIA_STORAGE: 'local', PROFILE_UPLOAD_ANON_LIMIT: 20 });
  });

  it('takes a relative MEDIA_DIR from where the process runs, and an absolute one as it is', () => {
    expect(loadConfig(configSchema, { ...required, MEDIA_DIR: 'files' }).MEDIA_DIR).toBe(path.resolve(process.cwd(), 'files'));
    expect(loadConfig(configSchema, { ...required, MEDIA_DIR: '/srv/media' }).MEDIA_DIR).toBe('/srv/media');
  });

  it('names every missing variable at once', () => {
    expect(() => loadConfig(configSchema, {})).toThrow(/MONGO_URL[\s\S]*AMQP_URL[\s\S]*JWKS_URL[\s\S]*FILE_LINK_SECRET/);
  });

  it('takes the instances of another service as one URL or several, comma-separated, and refuses what is not a URL', () => {
    const config = loadConfig(configSchema, { ...required, ALBUMS_URL: 'http://a:4002/, http://b:4002', IDENTITY_URL: 'http://identity:4001' });
    expect([config.ALBUMS_URL, config.IDENTITY_URL]).toEqual(['http://a:4002,http://b:4002', 'http://identity:4001']);
    expect(() => loadConfig(configSchema, { ...required, ALBUMS_URL: 'http://a:4002,albums' })).toThrow('ALBUMS_URL must be an http:// URL (or several, comma-separated)');
  });

  it('refuses a file link secret anyone could guess', () => {
    expect(() => loadConfig(configSchema, { ...required, FILE_LINK_SECRET: 'short' })).toThrow('FILE_LINK_SECRET must be at least 32 characters');
  });
});
