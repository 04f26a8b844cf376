import type { AdminAlbum, AdminAlbumMedia } from '@abialbum/web-kit/admin';

export function aMedia(overrides: Partial<AdminAlbumMedia> = {}): AdminAlbumMedia {
  return {
    id: 'm1',
    type: 'IMAGE',
    url: '/api/v1/files/albums/a1/beach%20day.jpg',
    thumbnailUrl: null,
    fileName: null,
    caption: '',
    createdAt: '2025-05-01T10:30:00.000Z',
    ...overrides,
  };
}

export function anAdminAlbum(overrides: Partial<AdminAlbum> = {}): AdminAlbum {
  return {
    id: 'a1',
    title: 'Summer in Lisbon',
    description: 'Beach days',
    isPublic: true,
    isBlocked: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    owner: { id: 'u1', name: 'Ana Silva', isBlocked: false },
    _count: { media: 0, comments: 0, reactions: 0 },
    media: [],
    ...overrides,
  };
}
