import type { Album, FollowerUser, Highlight, JoinRequestWithUser, Media, Pagination, Section } from '@abialbum/contracts';

export function anAlbum(overrides: Partial<Album> = {}): Album {
  return {
    id: 'al1',
    title: 'Family Memories',
    description: 'Our best days',
    isPublic: true,
    allowDownloads: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    views: 42,
    followers: 7,
    owner: { id: 'u1', name: 'Demo User', profileImage: null, city: 'Pune', country: 'India' },
    _count: { media: 9, sections: 2, highlights: 3, members: 0 },
    coverImage: null,
    ...overrides,
  };
}

export function aSection(overrides: Partial<Section> = {}): Section {
  return {
    id: 's1',
    albumId: 'al1',
    title: 'My Photos',
    description: 'Everyday snaps',
    order: 0,
    isSharedAlbum: false,
    createdAt: '2025-01-02T00:00:00.000Z',
    mediaCount: 5,
    thumbnails: [],
    ...overrides,
  };
}

export function aFollower(overrides: Partial<FollowerUser> = {}): FollowerUser {
  return { id: 'f1', name: 'Ana Silva', profileImage: null, city: 'Lisbon', state: null, country: 'Portugal', ...overrides };
}

export function aPage(currentPage: number, totalPages: number, totalItems = totalPages * 12): Pagination {
  return { currentPage, totalPages, hasPreviousPage: currentPage > 1, hasNextPage: currentPage < totalPages, totalItems };
}

export function aMedia(n: number, overrides: Partial<Media> = {}): Media {
  return {
    id: `m${n}`,
    albumId: 'al1',
    sectionId: null,
    type: 'IMAGE',
    url: `/api/v1/files/m${n}.jpg`,
    thumbnailUrl: `/api/v1/files/m${n}-320.webp`,
    displayUrl: `/api/v1/files/m${n}-1280.webp`,
    placeholder: 'data:image/webp;base64,UklGRh4AAABXRUJQVlA4',
    width: 1600,
    height: 1200,
    duration: null,
    mimeType: 'image/jpeg',
    playbackStatus: null,
    playbackUrl: null,
    caption: `Photo ${n}`,
    status: 'approved',
    rejectionReason: null,
    uploader: { id: 'u1', name: 'Demo User', profileImage: null },
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function aHighlight(n: number, overrides: Partial<Highlight> = {}): Highlight {
  return {
    id: `h${n}`,
    albumId: 'al1',
    mediaId: `m${n}`,
    type: 'IMAGE',
    url: `/api/v1/files/m${n}.jpg`,
    thumbnailUrl: `/api/v1/files/m${n}-320.webp`,
    displayUrl: `/api/v1/files/m${n}-1280.webp`,
    placeholder: null,
    caption: `Highlight ${n}`,
    createdAt: '2025-03-02T10:00:00.000Z',
    ...overrides,
  };
}

export function aJoinRequest(n: number, overrides: Partial<JoinRequestWithUser> = {}): JoinRequestWithUser {
  return {
    id: `r${n}`,
    albumId: 'al1',
    userId: `u${n + 10}`,
    status: 'PENDING',
    message: `Please let me in ${n}`,
    rejectionReason: null,
    createdAt: '2025-03-03T10:00:00.000Z',
    decidedAt: null,
    user: { id: `u${n + 10}`, name: `member${n}`, fullName: `Member ${n}`, profileImage: null },
    ...overrides,
  };
}

export function aJoinedAlbum(overrides: Partial<Album> = {}): Album {
  return anAlbum({
    id: 'ja1',
    title: 'Summer in Lisbon',
    description: 'Beach days',
    owner: { id: 'u7', name: 'Ana Silva', profileImage: null, city: 'Lisbon', country: 'Portugal' },
    _count: { media: 12, sections: 1, highlights: 0, members: 3 },
    views: 300,
    followers: 40,
    ...overrides,
  });
}

/** A file the browser would hand over: the size is faked so that 100 MB need not be allocated. */
export function aFile(name: string, type: string, size = 1024): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
