import http from 'node:http';
import { affinityScore } from './write-affinity';

/** One running instance of a service, as the gateway sees it. */
interface Instance {
  url: string;
  /** Its /ready said 200 last time (or nothing is known yet: a fresh gateway does not wait for a first probe). */
  ready: boolean;
  /** Calls forwarded to it and not finished: the least busy ready instance takes the next one. */
  inFlight: number;
  probing: boolean;
  /** When its /ready last turned to 200 after it was out (0: in from the gateway's start). */
  readySince: number;
}

export interface ProbeOptions {
  /** How often each instance's /ready is asked (only when a service has more than one instance). */
  intervalMs: number;
  /** A /ready that has not answered in this long counts as "not ready": an instance that hangs is taken out too. */
  timeoutMs: number;
  /**
   * An instance back in (a new one of a rolling deploy, one restarted after a crash) takes no document's writes for
   * this long, only reads (`acquire`): see WRITES_SLOW_START_MS in config.ts.
   */
  writesSlowStartMs: number;
}

/**
 * The probes' connections, kept open between probes. A probe is node:http's plain GET rather than `fetch`: the gateway
 * probes every slot of every service twice a second, and fetch's streams, abort signals and error objects cost it
 * about 3% of a core when idle (measured with a CPU profile; README "Several instances").
 */
const probeAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function answersReady(url: string, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (ready: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(ready);
    };
    const req = http.get(`${url}/ready`, { agent: probeAgent }, (res) => {
      res.resume();
      res.on('end', () => settle(res.statusCode === 200));
      res.on('error', () => settle(false));
    });
    // A /ready that does not answer in time counts as "not ready": the socket is let go with it.
    const timer = setTimeout(() => {
      settle(false);
      req.destroy();
    }, timeoutMs);
    req.on('error', () => settle(false));
  });
}

/**
 * The instances of one service (ALBUMS_URL=http://a:4002,http://b:4002). Each call goes to the ready instance with the
 * fewest calls in flight (ties in turn), a write of one document to the same ready instance every time; an instance is taken out when its /ready stops saying 200 (active probes
 * every `intervalMs`) or a connection to it fails (passive), and back once its /ready says 200 again. When no
 * instance is ready the call still goes to one: a lone instance whose database is away answers its own 503, and an
 * instance that is gone gives a connection error the proxy answers 502 for.
 */
export class UpstreamPool {
  private readonly instances: Instance[];
  private turn = 0;
  private timer?: NodeJS.Timeout;

  constructor(
    readonly service: string,
    urls: readonly string[],
    private readonly probe: ProbeOptions,
  ) {
    if (urls.length === 0) throw new Error(`${service}: no upstream URL`);
    this.instances = urls.map((url) => ({ url, ready: true, inFlight: 0, probing: false, readySince: 0 }));
    // One instance is used whatever its /ready says: probing it would change nothing.
    if (this.instances.length > 1) {
      this.probeAll();
      this.timer = setInterval(() => this.probeAll(), probe.intervalMs);
      this.timer.unref();
    }
  }

  get urls(): string[] {
    return this.instances.map((instance) => instance.url);
  }

  /** The instances that may take calls now (what tests and logs see). */
  readyUrls(): string[] {
    return this.instances.filter((instance) => instance.ready).map((instance) => instance.url);
  }

  /**
   * The instance for the next call, none of `tried` (already failed for it); undefined when every instance was tried.
   * A call with an `affinity` (the document it writes: write-affinity.ts) goes to that key's instance among those
   * ready, the others to the least busy. An instance back in less than `writesSlowStartMs` ago takes reads only while
   * another is ready: the writes of a hot document are a queue, and a process that has just started (its code not
   * yet compiled by the JIT, its connections being opened) would make every one of them wait. The caller must
   * `release` what it got once the call is over.
   */
  acquire(tried: ReadonlySet<string> = new Set(), affinity?: string): string | undefined {
    const untried = this.instances.filter((instance) => !tried.has(instance.url));
    const ready = untried.filter((instance) => instance.ready);
    const candidates = ready.length > 0 ? ready : untried;
    if (candidates.length === 0) return undefined;
    const chosen = affinity === undefined ? this.leastBusy(candidates) : this.ofKey(this.settled(candidates), affinity);
    chosen.inFlight += 1;
    return chosen.url;
  }

  private leastBusy(candidates: Instance[]): Instance {
    const fewest = Math.min(...candidates.map((instance) => instance.inFlight));
    const least = candidates.filter((instance) => instance.inFlight === fewest);
    return least[this.turn++ % least.length] as Instance;
  }

  /** The candidates in for `writesSlowStartMs` at least, or all of them when none is. */
  private settled(candidates: Instance[]): Instance[] {
    const since = Date.now() - this.probe.writesSlowStartMs;
    const settled = candidates.filter((instance) => instance.readySince <= since);
    return settled.length > 0 ? settled : candidates;
  }

  private ofKey(candidates: Instance[], key: string): Instance {
    return candidates.reduce((best, instance) => (affinityScore(key, instance.url) > affinityScore(key, best.url) ? instance : best));
  }

  release(url: string): void {
    const instance = this.find(url);
    if (instance && instance.inFlight > 0) instance.inFlight -= 1;
  }

  /** A connection to it failed: no new calls until its /ready says 200 again. */
  markDown(url: string): void {
    const instance = this.find(url);
    if (instance && this.instances.length > 1) instance.ready = false;
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private find(url: string): Instance | undefined {
    return this.instances.find((instance) => instance.url === url);
  }

  private probeAll(): void {
    for (const instance of this.instances) {
      // A probe still waiting (an instance that hangs) is not doubled; its timeout settles it.
      if (instance.probing) continue;
      instance.probing = true;
      void answersReady(instance.url, this.probe.timeoutMs).then((ready) => {
        if (ready && !instance.ready) instance.readySince = Date.now();
        instance.ready = ready;
        instance.probing = false;
      });
    }
  }
}

export type ServicePools<Name extends string> = Record<Name, UpstreamPool>;
