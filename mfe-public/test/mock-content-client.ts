import type { AlbumSearchResult, MediaSummary, Section } from '@abialbum/contracts';

/**
 * The network boundary of the landing, explore, About and Terms screens: web-kit's albums and content
 * clients, `api.get` (album media) and toasts are replaced; its UI primitives stay real. Use with
 * jest.mock('@abialbum/web-kit', () => jest.requireActual<typeof import('../mock-content-client')>('../mock-content-client').mockWebKit()).
 */
export const albums = { mostFollowed: jest.fn(), listSections: jest.fn() };
export const content = { about: jest.fn(), terms: jest.fn(), publicStats: jest.fn() };
export const apiGet = jest.fn();
export const toast = { success: jest.fn(), error: jest.fn(), warning: jest.fn(), info: jest.fn() };

export function mockWebKit() {
  const actual = jest.requireActual('@abialbum/web-kit');
  return {
    ...actual,
    albumsClient: albums,
    contentClient: content,
    api: { ...actual.api, get: apiGet },
    useToast: () => toast,
  };
}

export const envelope = <T>(data: T, message = '') => ({ success: true, data, message });

export function anAlbum(overrides: Partial<AlbumSearchResult> = {}): AlbumSearchResult {
  return {
    id: 'a1',
    title: 'Summer in Lisbon',
    description: 'Beach days and custard tarts',
    owner: { id: 'u1', name: 'Ana Silva', profileImage: null, city: 'Lisbon', country: 'Portugal' },
    mediaCount: 12,
    followers: 40,
    views: 300,
    coverImage: '/api/v1/files/cover.jpg',
    ...overrides,
  };
}

export function aMedia(overrides: Partial<MediaSummary> = {}): MediaSummary {
  return {
    id: 'm1',
    type: 'IMAGE',
    url: '/api/v1/files/m1.jpg',
    thumbnailUrl: null,
    caption: 'Sunset at the beach',
    sectionId: null,
    createdAt: '2025-06-01T10:00:00.000Z',
    ...overrides,
  };
}

export function aSection(overrides: Partial<Section> = {}): Section {
  return {
    id: 's1',
    albumId: '14',
    title: 'Family',
    description: '',
    order: 0,
    isSharedAlbum: false,
    createdAt: '2025-06-01T10:00:00.000Z',
    mediaCount: 3,
    thumbnails: [],
    ...overrides,
  };
}
