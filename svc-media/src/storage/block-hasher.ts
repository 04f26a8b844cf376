import { Worker } from 'node:worker_threads';

/**
 * The thread's code: one SHA-256 per file, fed from the shared blocks in the order they come (messages on one
 * port arrive in order), answering each call by its number.
 */
const HASHER_THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const files = new Map();
parentPort.on('message', ({ call, file, op, offset, length }) => {
  try {
    if (op === 'update') {
      let hash = files.get(file);
      if (!hash) files.set(file, (hash = createHash('sha256')));
      hash.update(new Uint8Array(workerData.memory, offset, length));
      parentPort.postMessage({ call });
    } else if (op === 'digest') {
      const hash = files.get(file) ?? createHash('sha256');
      files.delete(file);
      parentPort.postMessage({ call, digest: hash.digest('hex') });
    } else {
      files.delete(file);
    }
  } catch (err) {
    parentPort.postMessage({ call, error: String(err && err.message) });
  }
});
`;

interface Waiting {
  resolve: (digest: string) => void;
  reject: (err: Error) => void;
}

/**
 * SHA-256 of the files written directly (direct-file.ts), computed on a thread of its own from the same shared
 * blocks the disk writes read, while the event loop goes on receiving: hashing a GiB takes about 0.7 s of one
 * core here, which on the event loop held every upload back (bench/src/upload.ts). Started with the first file;
 * if the thread ever fails, the files it was hashing fail (their uploads answer an error) and the next starts it
 * again.
 */
export class BlockHasher {
  private worker: Worker | null = null;
  private readonly waiting = new Map<number, Waiting>();
  private calls = 0;
  private files = 0;

  constructor(private readonly memory: SharedArrayBuffer) {}

  /** A new file's number, for the calls below. */
  open(): number {
    return ++this.files;
  }

  /** Adds `length` bytes at `offset` of the shared memory to the file's hash; resolves once they are read. */
  update(file: number, offset: number, length: number): Promise<void> {
    return this.call(file, 'update', offset, length).then(() => undefined);
  }

  digest(file: number): Promise<string> {
    return this.call(file, 'digest');
  }

  /** Forgets a file that will not be finished. */
  drop(file: number): void {
    this.worker?.postMessage({ call: 0, file, op: 'drop' });
  }

  private call(file: number, op: 'update' | 'digest', offset = 0, length = 0): Promise<string> {
    const worker = this.thread();
    const call = ++this.calls;
    // Holds the process while a call waits, never when idle.
    if (this.waiting.size === 0) worker.ref();
    return new Promise<string>((resolve, reject) => {
      this.waiting.set(call, { resolve, reject });
      worker.postMessage({ call, file, op, offset, length });
    });
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(HASHER_THREAD, { eval: true, workerData: { memory: this.memory } });
    worker.on('message', ({ call, digest, error }: { call: number; digest?: string; error?: string }) => {
      const waiting = this.waiting.get(call);
      this.waiting.delete(call);
      if (this.waiting.size === 0) worker.unref();
      if (error !== undefined) waiting?.reject(new Error(`hashing failed: ${error}`));
      else waiting?.resolve(digest ?? '');
    });
    const failAll = (err: Error) => {
      // Only the current thread's end fails the calls waiting (an 'exit' after its 'error' finds a newer one).
      if (this.worker !== worker) return;
      this.worker = null;
      for (const waiting of this.waiting.values()) waiting.reject(err);
      this.waiting.clear();
    };
    worker.on('error', failAll);
    worker.on('exit', (code) => failAll(new Error(`the hashing thread ended (${code})`)));
    // Idle, never what keeps the process running (after its listeners: adding one takes the port's hold again).
    worker.unref();
    this.worker = worker;
    return worker;
  }
}
