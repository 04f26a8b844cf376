import type { AdminUser, Pagination } from '@abialbum/contracts';

export function anAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 'u1',
    name: 'Ana Silva',
    email: 'ana@example.com',
    phone: null,
    profileImage: null,
    city: null,
    state: null,
    country: null,
    showcreateAlbumModal: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    isBlocked: false,
    _count: { albumsOwned: 1 },
    ...overrides,
  };
}

export function aPage(currentPage: number, totalPages: number): Pagination {
  return {
    currentPage,
    totalPages,
    hasPreviousPage: currentPage > 1,
    hasNextPage: currentPage < totalPages,
    totalItems: totalPages * 10,
  };
}
