import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';

const NOT_READY = JSON.stringify({
  success: false,
  data: { status: 'stopping' },
  message: 'Service temporarily unavailable. Please try again later.',
});

function isReadyProbe(req: IncomingMessage): boolean {
  const path = (req.url ?? '').split('?')[0];
  return path === '/ready' && (req.method === 'GET' || req.method === 'HEAD');
}

/**
 * The app's request listener, and a switch: once `stop()` is called, /ready answers 503 at once (the gateway takes
 * the instance out before its database or broker go) and every answer closes its connection, so no client keeps one
 * open to a process that is going. Every other call is still served: those in flight, and those sent before the
 * gateway noticed.
 */
export function stoppableListener(listener: RequestListener) {
  let stopping = false;
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    if (stopping) {
      res.setHeader('connection', 'close');
      if (isReadyProbe(req)) {
        res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'content-length': Buffer.byteLength(NOT_READY) });
        res.end(req.method === 'HEAD' ? undefined : NOT_READY);
        return;
      }
    }
    void listener(req, res);
  };
  return {
    handle,
    stop: () => {
      stopping = true;
    },
    get stopping() {
      return stopping;
    },
  };
}
