import type { Album, FollowerUser, Pagination, Section } from '@abialbum/contracts';

export function anAlbum(overrides: Partial<Album> = {}): Album {
  return {
    id: 'al1',
    title: 'Family Memories',
    description: 'Our best days',
    isPublic: true,
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
