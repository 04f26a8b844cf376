import { gatewayConfig } from '../src/config';

describe('gateway configuration', () => {
  it('defaults to port 8080, the services on 4001-4004 and the limits of SPEC section 9', () => {
    const config = gatewayConfig();
    expect(config).toMatchObject({
      PORT: 8080,
      IDENTITY_URL: 'http://127.0.0.1:4001',
      ALBUMS_URL: 'http://127.0.0.1:4002',
      MEDIA_URL: 'http://127.0.0.1:4003',
      CONTENT_URL: 'http://127.0.0.1:4004',
      UPSTREAM_TIMEOUT_MS: 30_000,
      JSON_BODY_LIMIT_BYTES: 1024 * 1024,
      PROFILE_IMAGE_LIMIT_BYTES: 6 * 1024 * 1024,
      RATE_LIMIT_AUTH_PER_MINUTE: 300,
      TRUST_PROXY: false,
    });
    expect(config.UPLOAD_BODY_LIMIT_BYTES).toBeGreaterThan(20 * 100 * 1024 * 1024);
  });

  it('lists every invalid variable at once', () => {
    expect(() => gatewayConfig({ PORT: 'eighty', ALBUMS_URL: 'not a url', RATE_LIMIT_AUTH_PER_MINUTE: '0' })).toThrow(
      /PORT[\s\S]*ALBUMS_URL[\s\S]*RATE_LIMIT_AUTH_PER_MINUTE/,
    );
  });

  it('drops a trailing slash from a service URL', () => {
    expect(gatewayConfig({ MEDIA_URL: 'http://media:4003/' }).MEDIA_URL).toBe('http://media:4003');
  });

  it('takes several instances of a service, comma-separated, each without its trailing slash', () => {
    expect(gatewayConfig({ ALBUMS_URL: 'http://a:4002/, http://b:4002' }).ALBUMS_URL).toBe('http://a:4002,http://b:4002');
    expect(() => gatewayConfig({ ALBUMS_URL: 'http://a:4002,not a url' })).toThrow(/ALBUMS_URL/);
  });
});
