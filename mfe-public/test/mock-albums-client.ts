import type { AlbumSearchResult } from '@abialbum/contracts';

/**
 * The network boundary of the search and top-albums screens: web-kit's albums client and toasts are
 * replaced; its UI primitives stay real. Use with
 * jest.mock('@abialbum/web-kit', () => jest.requireActual<typeof import('../mock-albums-client')>('../mock-albums-client').mockWebKit()).
 */
export const albums = { search: jest.fn(), mostFollowed: jest.fn() };
export const toast = { success: jest.fn(), error: jest.fn(), warning: jest.fn(), info: jest.fn() };

export function mockWebKit() {
  return { ...jest.requireActual('@abialbum/web-kit'), albumsClient: albums, useToast: () => toast };
}

export const envelope = <T>(data: T, message = '') => ({ success: true, data, message });

export function aSearchResult(overrides: Partial<AlbumSearchResult> = {}): AlbumSearchResult {
  return {
    id: 'a1',
    title: 'Summer in Lisbon',
    description: 'Beach days and custard tarts',
    owner: { id: 'u1', name: 'Ana Silva', profileImage: null, city: 'Lisbon', country: 'Portugal' },
    mediaCount: 12,
    followers: 40,
    views: 300,
    coverImage: null,
    ...overrides,
  };
}
