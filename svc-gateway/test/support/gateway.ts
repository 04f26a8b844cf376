import { listen, silentLogger } from '@abialbum/service-kit/testing';
import { createApp } from '../../src/app';
import { type GatewayConfig, gatewayConfig } from '../../src/config';
import { createUpstreamProxy } from '../../src/proxy/upstream-proxy';
import { upstreamPools } from '../../src/routes/api.routes';
import { type RunningServer, type Seen, startEchoUpstream } from './echo-upstream';

type Overrides = Partial<Record<keyof GatewayConfig, string>>;

type EchoUpstream = RunningServer & { seen: Seen[] };

export interface TestGateway extends RunningServer {
  upstreams: Record<'identity' | 'albums' | 'media' | 'content', EchoUpstream>;
}

/** The production createApp on port 0, pointed at the given upstream URLs. */
export async function startGateway(overrides: Overrides = {}): Promise<RunningServer> {
  const proxy = createUpstreamProxy();
  const config = gatewayConfig({ LOG_LEVEL: 'silent', ...overrides });
  const pools = upstreamPools(config);
  const app = createApp(config, { logger: silentLogger(), proxy, pools });
  const running = await listen(app);
  return {
    url: running.url,
    close: async () => {
      await running.close();
      pools.stop();
      proxy.close();
    },
  };
}

/** A gateway in front of four echo services, one per upstream. */
export async function startGatewayWithEchoes(overrides: Overrides = {}): Promise<TestGateway> {
  const [identity, albums, media, content] = await Promise.all(
    ['identity', 'albums', 'media', 'content'].map((name) => startEchoUpstream(name)),
  ) as [EchoUpstream, EchoUpstream, EchoUpstream, EchoUpstream];
  const gateway = await startGateway({
    IDENTITY_URL: identity.url,
    ALBUMS_URL: albums.url,
    MEDIA_URL: media.url,
    CONTENT_URL: content.url,
    ...overrides,
  });
  return {
    ...gateway,
    upstreams: { identity, albums, media, content },
    close: async () => {
      await gateway.close();
      await Promise.all([identity, albums, media, content].map((s) => s.close()));
    },
  };
}
