import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the albums service answers for one path: a status and an envelope, optionally late. */
export interface CannedAnswer {
  status: number;
  body: unknown;
}

export interface AlbumsUpstream {
  url: string;
  /** Paths asked for, in order, with the authorization header each carried. */
  seen: Array<{ path: string; authorization: string | undefined }>;
  answer(path: string, canned: CannedAnswer): void;
  close(): Promise<void>;
}

const notFound: CannedAnswer = { status: 404, body: { success: false, data: null, message: 'Album not found', code: 'ALBUM_NOT_FOUND' } };

/** A real HTTP server standing in for svc-albums: canned JSON per path, 404 otherwise, every answer after `delayMs`. */
export async function startAlbumsUpstream(options: { delayMs?: number } = {}): Promise<AlbumsUpstream> {
  const answers = new Map<string, CannedAnswer>();
  const seen: AlbumsUpstream['seen'] = [];
  const server = http.createServer((req, res) => {
    const path = req.url ?? '';
    seen.push({ path, authorization: req.headers.authorization });
    const { status, body } = answers.get(path) ?? notFound;
    const send = () => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (options.delayMs) setTimeout(send, options.delayMs).unref();
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    answer: (path, canned) => answers.set(path, canned),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const ok = (data: unknown): CannedAnswer => ({ status: 200, body: { success: true, data, message: 'OK' } });

export function anAlbum(overrides: Record<string, unknown> = {}) {
  return {
    id: 'a'.repeat(24),
    title: 'Summer in Lisbon',
    description: 'Tiles, trams and the sea.',
    isPublic: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    views: 3,
    followers: 1,
    owner: { id: 'b'.repeat(24), name: 'Ana Silva', profileImage: null, city: null, country: null },
    _count: { media: 2, sections: 1, highlights: 0, members: 0 },
    coverImage: '/api/v1/files/cover-1280.webp',
    ...overrides,
  };
}

export function aSharedSection(overrides: Record<string, unknown> = {}) {
  const album = anAlbum();
  return {
    id: 'c'.repeat(24),
    albumId: album.id,
    title: 'Day one',
    description: 'Alfama at dawn.',
    order: 0,
    isSharedAlbum: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    mediaCount: 2,
    thumbnails: ['/api/v1/files/t1-320.webp'],
    album: { id: album.id, title: album.title, description: album.description },
    owner: album.owner,
    media: [
      { id: 'd'.repeat(24), type: 'VIDEO', url: '/api/v1/files/v1.mp4', thumbnailUrl: '/api/v1/files/v1-poster.webp', caption: '', sectionId: 'c'.repeat(24), createdAt: '2025-01-01T00:00:00.000Z' },
      { id: 'e'.repeat(24), type: 'IMAGE', url: '/api/v1/files/p1.jpg', thumbnailUrl: '/api/v1/files/p1-320.webp', displayUrl: '/api/v1/files/p1-1280.webp', caption: '', sectionId: 'c'.repeat(24), createdAt: '2025-01-01T00:00:00.000Z' },
    ],
    ...overrides,
  };
}
