import http from 'node:http';

/** A tus upload's metadata header: `key base64(value)` pairs. */
export const tusMetadata = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

const tusHeaders = (token: string | undefined, more: Record<string, string> = {}) => ({
  'tus-resumable': '1.0.0',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
  ...more,
});

/**
 * The tus protocol by hand (as tus-js-client speaks it), against the service at `base`: creation, offset, a PATCH of
 * some bytes, a PATCH cut off after part of its body, termination.
 */
export function tusClient(base: string) {
  const at = (location: string) => new URL(location, base).toString();
  return {
    create: (token: string | undefined, length: number | string, metadata: Record<string, string>) =>
      fetch(`${base}/api/v1/upload/resumable`, {
        method: 'POST',
        headers: tusHeaders(token, { 'upload-length': String(length), 'upload-metadata': tusMetadata(metadata) }),
      }),
    head: (location: string, token: string | undefined) => fetch(at(location), { method: 'HEAD', headers: tusHeaders(token) }),
    patch: (location: string, token: string | undefined, offset: number, bytes: Buffer) =>
      fetch(at(location), {
        method: 'PATCH',
        headers: tusHeaders(token, { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }),
        body: bytes,
      }),
    remove: (location: string, token: string | undefined) => fetch(at(location), { method: 'DELETE', headers: tusHeaders(token) }),
    /** A PATCH that declares `declared` bytes, sends `bytes` and is then cut off (the connection dropped). */
    cutPatch: (location: string, token: string, offset: number, bytes: Buffer, declared: number) =>
      new Promise<void>((resolve) => {
        const req = http.request(at(location), {
          method: 'PATCH',
          headers: tusHeaders(token, {
            'upload-offset': String(offset),
            'content-type': 'application/offset+octet-stream',
            'content-length': String(declared),
          }),
        });
        req.on('error', () => resolve());
        req.on('close', () => resolve());
        req.write(bytes, () => setTimeout(() => req.destroy(), 300));
      }),
    /**
     * A PATCH that declares `declared` bytes, sends `bytes` and then hangs (a client gone quiet on a half-open
     * connection): answers once they are sent, with what the service answered it, if anything, and a way to hang up.
     */
    hangingPatch: (location: string, token: string, offset: number, bytes: Buffer, declared: number) =>
      new Promise<{ answered: Promise<number | null>; hangUp: () => void }>((resolve) => {
        const req = http.request(at(location), {
          method: 'PATCH',
          headers: tusHeaders(token, {
            'upload-offset': String(offset),
            'content-type': 'application/offset+octet-stream',
            'content-length': String(declared),
          }),
        });
        const answered = new Promise<number | null>((done) => {
          req.on('response', (res) => {
            res.resume();
            done(res.statusCode ?? null);
          });
          req.on('error', () => done(null));
        });
        req.write(bytes, () => resolve({ answered, hangUp: () => req.destroy() }));
      }),
  };
}
