import http, { type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { type Logger, traceUpstreamCall } from '@abialbum/service-kit';
import { createProxyMiddleware, debugProxyErrorsPlugin, proxyEventsPlugin } from 'http-proxy-middleware';
import { gatewayErrors, sendError } from '../http/envelope';
import { BodyTooLargeError, type CallState, UpstreamTimeoutError, isConnectionError, mayRetry } from './retry-policy';
import type { UpstreamPool } from './upstream-pool';

/** What the gateway decided for one request before handing it to the proxy. */
export interface ProxyPlan {
  /** The service's instances: the call goes to one that is ready, and once more to another if it never got there. */
  pool: UpstreamPool;
  service: string;
  /** Idle time the upstream may stay silent (connecting, reading the body, answering). */
  timeoutMs: number;
  /** Counted over the streamed body: a chunked request has no Content-Length to check up front. */
  limitBytes: number;
  log: Logger;
  /** The document the call writes, if its path names one: its calls go to one instance (write-affinity.ts). */
  affinity?: string;
}

interface Call extends CallState {
  plan: ProxyPlan;
  proxyReq?: ClientRequest;
  /** Sends the call to the next instance (or answers 502 when none is left). */
  attempt: () => void;
}

const calls = new WeakMap<IncomingMessage, Call>();

/** How long a pooled connection to an instance stays open unused, at most (below every service's keep-alive). */
export const UPSTREAM_IDLE_MS = 4_000;

/**
 * Counts the body bytes read from the client (a body read is a body that cannot be sent again), and stops forwarding
 * once more than allowed have come in; the error handler answers 413. A body with a Content-Length was checked before
 * (api.routes), and Node's parser reads no byte past it.
 */
function watchBody(req: IncomingMessage, call: Call): void {
  const counted = req.headers['content-length'] === undefined || req.headers['transfer-encoding'] !== undefined;
  const onData = (chunk: Buffer) => {
    call.consumed += chunk.length;
    if (!counted || call.consumed <= call.plan.limitBytes) return;
    req.off('data', onData);
    req.unpipe();
    req.pause();
    call.proxyReq?.destroy(new BodyTooLargeError(`request body over ${call.plan.limitBytes} bytes`));
  };
  // Paused first: listening for data would otherwise start the flow before the proxy is connected.
  req.pause();
  req.on('data', onData);
  req.once('end', () => req.off('data', onData));
}

/**
 * The client's body waits until the connection to the instance is open: a refused connection then has read nothing
 * of it, and the call can go to another instance whole.
 */
function holdBodyUntilConnected(proxyReq: ClientRequest, req: IncomingMessage, call: Call): void {
  const socket = proxyReq.socket;
  if (!socket?.connecting) {
    call.connected = true;
    return;
  }
  req.pause();
  socket.once('connect', () => {
    call.connected = true;
    req.resume();
  });
}

/**
 * The service has already answered (say 415 after the first bytes of an upload) and then dropped the
 * connection: keep its answer, and stop waiting on the rest of the client's body.
 */
function afterAnswer(req: IncomingMessage, res: ServerResponse): void {
  if (!res.writableEnded) {
    res.destroy();
    return;
  }
  if (req.complete) return;
  req.unpipe();
  req.resume();
  setTimeout(() => {
    if (!req.complete) req.socket.destroy();
  }, 5_000).unref();
}

function onProxyError(err: Error, req: IncomingMessage, res: ServerResponse | Socket): void {
  const call = calls.get(req);
  if (!('setHeader' in res)) {
    res.destroy();
    return;
  }
  if (call && isConnectionError(err)) call.plan.pool.markDown(call.target);
  if (call && mayRetry(err, req, res, call)) {
    call.plan.log.info({ upstream: call.plan.service, instance: call.target, err: err.message }, 'upstream instance failed: trying another');
    call.retried = true;
    call.attempt();
    return;
  }
  if (res.headersSent) {
    afterAnswer(req, res);
    return;
  }
  const plan = call?.plan;
  if (err instanceof BodyTooLargeError) {
    plan?.log.warn({ upstream: plan.service }, 'request body over the route limit');
    sendError(res, gatewayErrors.tooLarge, { close: true });
  } else if (err instanceof UpstreamTimeoutError) {
    plan?.log.warn({ upstream: plan.service, timeoutMs: plan.timeoutMs }, 'upstream timed out');
    sendError(res, gatewayErrors.gatewayTimeout);
  } else {
    plan?.log.warn({ upstream: plan.service, err: err.message }, 'upstream unavailable');
    sendError(res, gatewayErrors.badGateway);
  }
}

/**
 * One http-proxy-middleware instance for every upstream: the instance, timeout and body limit of each request
 * come from its plan. Bodies stream both ways; nothing here parses them.
 */
export function createUpstreamProxy() {
  // Pooled connections: without an agent http-proxy opens one connection per request. An idle connection is let go
  // before the instance closes it (services: `keepAliveTimeout` 5 s): Node's agent heeds the answer's `Keep-Alive:
  // timeout=N` hint (letting go 1 s before it) only when it has a timeout of its own, and without one a call sent on a
  // connection the instance is closing that moment fails with "socket hang up" (a POST is then not sent again).
  const agent = new http.Agent({ keepAlive: true, scheduling: 'lifo', timeout: UPSTREAM_IDLE_MS });
  const middleware = createProxyMiddleware<IncomingMessage, ServerResponse>({
    router: (req) => calls.get(req)?.target,
    target: 'http://127.0.0.1',
    agent,
    // X-Forwarded-* are set by the API routes (the client's address as the gateway decided it), not appended here.
    xfwd: false,
    // Without the default logger plugin, which formats a URL for every answer; errors are logged here.
    ejectPlugins: true,
    plugins: [debugProxyErrorsPlugin, proxyEventsPlugin],
    on: {
      proxyReq: (proxyReq, req) => {
        const call = calls.get(req);
        if (!call) return;
        call.proxyReq = proxyReq;
        // Each attempt a span of the request's trace, its context sent on as `traceparent` (tracing on).
        traceUpstreamCall(proxyReq, req, call.plan.service, call.target);
        proxyReq.setTimeout(call.plan.timeoutMs, () =>
          proxyReq.destroy(new UpstreamTimeoutError(`${call.plan.service} silent for ${call.plan.timeoutMs} ms`)),
        );
        holdBodyUntilConnected(proxyReq, req, call);
      },
      proxyRes: (proxyRes, req, res) => {
        // An upstream that dies mid-answer: end the client's response instead of leaving it hanging (never retried:
        // part of the answer may be out), and send no new calls there until its /ready says so.
        const gone = () => {
          const call = calls.get(req);
          if (call) call.plan.pool.markDown(call.target);
          res.destroy();
        };
        proxyRes.once('error', gone);
        proxyRes.once('aborted', gone);
      },
      error: onProxyError,
    },
  });

  return {
    /** Resolves once the response is finished or the connection is gone. */
    forward(req: IncomingMessage, res: ServerResponse, plan: ProxyPlan): Promise<void> {
      // The gateway already told the client to continue; the upstream must not wait for another round.
      delete req.headers.expect;
      const call: Call = { plan, tried: new Set(), target: '', connected: false, consumed: 0, retried: false, attempt: () => undefined };
      call.attempt = () => {
        if (call.target) plan.pool.release(call.target);
        const target = plan.pool.acquire(call.tried, plan.affinity);
        call.target = target ?? '';
        call.connected = false;
        if (!target) {
          plan.log.warn({ upstream: plan.service }, 'no upstream instance could take the call');
          sendError(res, gatewayErrors.badGateway);
          return;
        }
        call.tried.add(target);
        void middleware(req, res, (err?: unknown) => {
          if (err) onProxyError(err as Error, req, res);
        });
      };
      calls.set(req, call);
      watchBody(req, call);
      return new Promise<void>((resolve) => {
        res.once('close', () => {
          if (call.target) plan.pool.release(call.target);
          call.target = '';
          resolve();
        });
        call.attempt();
      });
    },
    close(): void {
      agent.destroy();
    },
  };
}

export type UpstreamProxy = ReturnType<typeof createUpstreamProxy>;
