/**
 * The least any upload path of this architecture costs on this machine: a Node process that only forwards
 * the request (where the gateway stands) to a Node process that only reads it to its end (where svc-media
 * stands). Nothing is parsed, checked, hashed or stored. The upload benchmark times the same request
 * through it, so the ratio it reaches is the ceiling of the gateway's ratio, measured in the same run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';

const SINK = `
const http = require('node:http');
const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => res.end('{}'));
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

const FORWARDER = `
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true });
const server = http.createServer((req, res) => {
  const upstream = http.request({ host: '127.0.0.1', port: Number(process.argv[1]), method: req.method, path: req.url, headers: req.headers, agent }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  req.pipe(upstream);
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

async function start(script: string, args: string[] = []): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['-e', script, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [line] = (await once(child.stdout!, 'data')) as [Buffer];
  return { child, port: Number(line.toString().trim()) };
}

/** Starts the two processes; `url` is the forwarder's. */
export async function startBarePassThrough(): Promise<{ url: string; stop: () => void }> {
  const sink = await start(SINK);
  const forwarder = await start(FORWARDER, [String(sink.port)]);
  return {
    url: `http://127.0.0.1:${forwarder.port}/`,
    stop: () => {
      forwarder.child.kill();
      sink.child.kill();
    },
  };
}
