import net from 'node:net';
import { freePorts, startOnFreePorts } from '../src/testing-ports';

const listenOn = (port: number) =>
  new Promise<net.Server>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
const close = (server: net.Server) => new Promise((resolve) => server.close(resolve));

describe('ports of a test server', () => {
  it('answers as many different ports as asked for, each free to listen on', async () => {
    const ports = await freePorts(12);
    expect(ports).toHaveLength(12);
    expect(new Set(ports).size).toBe(12);
    const servers = await Promise.all(ports.map(listenOn));
    await Promise.all(servers.map(close));
  });

  it('starts again on other ports when one was taken before the server could bind it, and gives up after three tries', async () => {
    const tried: number[][] = [];
    let taken: net.Server | undefined;
    const started = await startOnFreePorts(2, async (ports) => {
      tried.push(ports);
      if (tried.length === 1) taken = await listenOn(ports[0] ?? 0);
      // One after the other, the ones up closed when one cannot bind (as a server that fails to start exits).
      const servers: net.Server[] = [];
      try {
        for (const port of ports) servers.push(await listenOn(port));
      } catch (err) {
        await Promise.all(servers.map(close));
        throw err;
      }
      return servers;
    });
    expect(tried).toHaveLength(2);
    expect(tried[1]).not.toContain(tried[0]?.[0]);
    await Promise.all([...started, ...(taken ? [taken] : [])].map(close));

    let attempts = 0;
    await expect(
      startOnFreePorts(1, async () => {
        attempts += 1;
        throw new Error('listen tcp 127.0.0.1:1: bind: address already in use');
      }),
    ).rejects.toThrow('address already in use');
    expect(attempts).toBe(3);
    await expect(startOnFreePorts(1, () => Promise.reject(new Error('no such binary')))).rejects.toThrow('no such binary');
  });
});
