import net from 'node:net';

/**
 * `count` ports free now, all different: each is held open until all are taken, so two asked for together never
 * come back as one (a port asked for and closed alone can be handed out again at once). The caller starts its
 * servers on them; another process could still take one first, which a caller that picks its own ports retries.
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers: net.Server[] = [];
  try {
    for (let i = 0; i < count; i += 1) {
      servers.push(
        await new Promise<net.Server>((resolve, reject) => {
          const server = net.createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
      );
    }
    return servers.map((server) => (server.address() as net.AddressInfo).port);
  } finally {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  }
}

/** One port free now. */
export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  if (port === undefined) throw new Error('no free port');
  return port;
}

/**
 * Starts a server on `count` free ports, again on new ones (up to three tries) when another process took one of
 * them between the choice and the server's bind ("address already in use" in the error).
 */
export async function startOnFreePorts<T>(count: number, start: (ports: number[]) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await start(await freePorts(count));
    } catch (err) {
      if (attempt >= 3 || !String(err).includes('address already in use')) throw err;
    }
  }
}
