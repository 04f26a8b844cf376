import { loadIdentityConfig } from '../src/config';

const base = { MONGO_URL: 'mongodb://127.0.0.1:27017', AMQP_URL: 'amqp://localhost' };

describe('identity configuration', () => {
  it('has the documented defaults outside production', () => {
    const config = loadIdentityConfig(base);
    expect(config).toMatchObject({
      PORT: 4001,
      MONGO_DB: 'abialbum_identity',
      JWT_ISSUER: 'abialbum-identity',
      JWT_AUDIENCE: 'abialbum',
      ADMIN_EMAIL: 'admin@abialbum.test',
      ADMIN_PASSWORD: 'Admin@12345',
      ACCESS_TOKEN_TTL_SECONDS: 900,
      RATE_LIMIT_MAX: 20,
      RATE_LIMIT_WINDOW_SECONDS: 60,
      SMTP_URL: 'smtp://127.0.0.1:1025',
      PUBLIC_URL: 'http://localhost:8080',
    });
  });

  it('has no default admin in production, and lists every missing variable at once', () => {
    expect(() => loadIdentityConfig({ NODE_ENV: 'production' })).toThrow(
      /MONGO_URL[\s\S]*AMQP_URL[\s\S]*ADMIN_EMAIL is required in production[\s\S]*ADMIN_PASSWORD is required in production[\s\S]*SMTP_URL is required in production/,
    );
  });

  it('takes the configured admin in production, email lowercased', () => {
    const config = loadIdentityConfig({
      ...base,
      NODE_ENV: 'production',
      ADMIN_EMAIL: 'Ops@Example.com',
      ADMIN_PASSWORD: 'Very$ecret1',
      SMTP_URL: 'smtps://mailer:pw@mail.example.com:465',
    });
    expect(config).toMatchObject({ ADMIN_EMAIL: 'ops@example.com', ADMIN_PASSWORD: 'Very$ecret1', SMTP_URL: 'smtps://mailer:pw@mail.example.com:465' });
  });

  it('takes mail only through an smtp:// or smtps:// server', () => {
    expect(() => loadIdentityConfig({ ...base, SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(() => loadIdentityConfig({ ...base, SMTP_URL: 'not a url' })).toThrow(/SMTP_URL must be a URL/);
  });

  it('rejects a rate limit that is not a positive number', () => {
    expect(() => loadIdentityConfig({ ...base, RATE_LIMIT_MAX: 'lots' })).toThrow(/RATE_LIMIT_MAX/);
  });
});
