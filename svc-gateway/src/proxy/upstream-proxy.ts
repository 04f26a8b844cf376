import http, { type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Logger } from '@abialbum/service-kit';
import { createProxyMiddleware, debugProxyErrorsPlugin, proxyEventsPlugin } from 'http-proxy-middleware';
import { gatewayErrors, sendError } from '../http/envelope';

/** What the gateway decided for one request before handing it to the proxy. */
export interface ProxyPlan {
  target: string;
  service: string;
  /** Idle time the upstream may stay silent (connecting, reading the body, answering). */
  timeoutMs: number;
  /** Counted over the streamed body: a chunked request has no Content-Length to check up front. */
  limitBytes: number;
  log: Logger;
}

class UpstreamTimeoutError extends Error {
  readonly code = 'GATEWAY_TIMEOUT';
}
class BodyTooLargeError extends Error {
  readonly code = 'PAYLOAD_TOO_LARGE';
}

const plans = new WeakMap<IncomingMessage, ProxyPlan>();

/**
 * Stops forwarding once more bytes than allowed have come in; the error handler answers 413. A body with a
 * Content-Length was checked before (api.routes), and Node's parser reads no byte past it: nothing to count.
 */
function limitStreamedBody(proxyReq: ClientRequest, req: IncomingMessage, limitBytes: number): void {
  if (req.headers['content-length'] !== undefined && req.headers['transfer-encoding'] === undefined) return;
  let seen = 0;
  const onData = (chunk: Buffer) => {
    seen += chunk.length;
    if (seen <= limitBytes) return;
    req.off('data', onData);
    req.unpipe();
    req.pause();
    proxyReq.destroy(new BodyTooLargeError(`request body over ${limitBytes} bytes`));
  };
  req.on('data', onData);
  req.once('end', () => req.off('data', onData));
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
  const plan = plans.get(req);
  if (!('setHeader' in res)) {
    res.destroy();
    return;
  }
  if (res.headersSent) {
    afterAnswer(req, res);
    return;
  }
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
 * One http-proxy-middleware instance for every upstream: the target, timeout and body limit of each request
 * come from its plan. Bodies stream both ways; nothing here parses them.
 */
export function createUpstreamProxy() {
  // Pooled connections: without an agent http-proxy opens one connection per request.
  const agent = new http.Agent({ keepAlive: true, scheduling: 'lifo' });
  const middleware = createProxyMiddleware<IncomingMessage, ServerResponse>({
    router: (req) => plans.get(req)?.target,
    target: 'http://127.0.0.1',
    agent,
    // X-Forwarded-* are set by the API routes (the client's address as the gateway decided it), not appended here.
    xfwd: false,
    // Without the default logger plugin, which formats a URL for every answer; errors are logged here.
    ejectPlugins: true,
    plugins: [debugProxyErrorsPlugin, proxyEventsPlugin],
    on: {
      proxyReq: (proxyReq, req) => {
        const plan = plans.get(req);
        if (!plan) return;
        proxyReq.setTimeout(plan.timeoutMs, () =>
          proxyReq.destroy(new UpstreamTimeoutError(`${plan.service} silent for ${plan.timeoutMs} ms`)),
        );
        limitStreamedBody(proxyReq, req, plan.limitBytes);
      },
      proxyRes: (proxyRes, _req, res) => {
        // An upstream that dies mid-answer: end the client's response instead of leaving it hanging.
        proxyRes.once('error', () => res.destroy());
        proxyRes.once('aborted', () => res.destroy());
      },
      error: onProxyError,
    },
  });

  return {
    /** Resolves once the response is finished or the connection is gone. */
    forward(req: IncomingMessage, res: ServerResponse, plan: ProxyPlan): Promise<void> {
      plans.set(req, plan);
      // The gateway already told the client to continue; the upstream must not wait for another round.
      delete req.headers.expect;
      return new Promise<void>((resolve) => {
        res.once('close', () => resolve());
        void middleware(req, res, (err?: unknown) => {
          if (err) onProxyError(err as Error, req, res);
        });
      });
    },
    close(): void {
      agent.destroy();
    },
  };
}

export type UpstreamProxy = ReturnType<typeof createUpstreamProxy>;
