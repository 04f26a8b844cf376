/**
 * One instance of a service as its own process (so a test can SIGKILL it): answers every call with its name
 * (INSTANCE) after DELAY_MS, /ready 200 or 503 as set by `POST /__ready/{status}` (`/__ready/hang`: it never answers), and writes `seen <x-call-id>` to
 * stdout as each call arrives (its answer names the connection it came on; KEEP_ALIVE_MS its idle keep-alive) (a pipe write is synchronous on Linux: what was written before a kill is in the output).
 */
import http from 'node:http';

const name = process.env.INSTANCE ?? 'instance';
const delayMs = Number(process.env.DELAY_MS ?? 0);
/** 0: /ready hangs (an instance stuck on a dependency), its other calls still answered. */
let readyStatus = 200;

const server = http.createServer((req, res) => {
  const url = req.url ?? '';
  if (url === '/ready') {
    if (readyStatus === 0) return;
    res.writeHead(readyStatus, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ success: readyStatus === 200, data: { status: readyStatus === 200 ? 'ready' : 'not ready' }, message: '' }));
    return;
  }
  if (url.startsWith('/__ready/')) {
    const status = url.slice('/__ready/'.length);
    readyStatus = status === 'hang' ? 0 : Number(status);
    res.end('ok');
    return;
  }
  const id = req.headers['x-call-id'];
  if (id) process.stdout.write(`seen ${String(id)}\n`);
  let bytes = 0;
  req.on('data', (chunk: Buffer) => (bytes += chunk.length));
  req.on('end', () => {
    setTimeout(() => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const connection = `${req.socket.remotePort ?? ''}`;
      res.end(JSON.stringify({ success: true, data: { instance: name, method: req.method, bytes, connection }, message: 'OK' }));
    }, delayMs);
  });
});
server.keepAliveTimeout = Number(process.env.KEEP_ALIVE_MS ?? 5_000);
server.listen(Number(process.env.PORT), '127.0.0.1');
