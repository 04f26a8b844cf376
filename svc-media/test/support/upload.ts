import http from 'node:http';

/** Sends one file the way a browser form does. */
export function uploadFile(url: string, file: Buffer, options: { name?: string; type?: string; field?: string; token?: string } = {}) {
  const form = new FormData();
  form.append(options.field ?? 'file', new Blob([file], { type: options.type ?? 'application/octet-stream' }), options.name ?? 'picture');
  return fetch(url, { method: 'POST', body: form, headers: options.token ? { authorization: `Bearer ${options.token}` } : {} });
}

/** A raw request, for bodies no well-behaved client would send. Resolves with status and parsed body. */
export function rawRequest(url: string, headers: Record<string, string | number>, body: Buffer) {
  return new Promise<{ status: number; body: { success: boolean; message: string; code?: string } }>((resolve, reject) => {
    const req = http.request(url, { method: 'POST', headers }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A multipart body by hand: `parts` of a file, optionally cut short. */
export function multipartBody(boundary: string, file: Buffer, options: { name?: string; type?: string; closed?: boolean } = {}) {
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${options.name ?? 'a.png'}"\r\n` +
      `Content-Type: ${options.type ?? 'image/png'}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return Buffer.concat(options.closed === false ? [head, file] : [head, file, tail]);
}

export interface FilePart {
  bytes: Buffer;
  name?: string;
  type?: string;
}

/**
 * Sends several files in one form, as the upload modal does: `fields` before the files (albumId), and
 * optionally `fieldsAfter` them.
 */
export function uploadFiles(
  url: string,
  files: FilePart[],
  options: { token?: string; field?: string; fields?: Record<string, string>; fieldsAfter?: Record<string, string>; headers?: Record<string, string> } = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
  files.forEach((file, i) => {
    form.append(options.field ?? 'files', new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }), file.name ?? `picture-${i}.jpg`);
  });
  for (const [name, value] of Object.entries(options.fieldsAfter ?? {})) form.append(name, value);
  return fetch(url, { method: 'POST', body: form, headers: { ...options.headers, ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) } });
}
