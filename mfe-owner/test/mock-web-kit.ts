/**
 * The network boundary of these component tests: web-kit's albums client and toasts are replaced;
 * its UI primitives, navigation and error catalogue stay real. Use with
 * jest.mock('@abialbum/web-kit', () => jest.requireActual<typeof import('../mock-web-kit')>('../mock-web-kit').mockWebKit()).
 */
export const albums = {
  myAlbums: jest.fn(),
  createAlbum: jest.fn(),
  updateAlbum: jest.fn(),
  listSections: jest.fn(),
  createSection: jest.fn(),
  updateSection: jest.fn(),
  deleteSection: jest.fn(),
  followers: jest.fn(),
};
export const toast = { success: jest.fn(), error: jest.fn(), warning: jest.fn(), info: jest.fn() };

export function mockWebKit() {
  return { ...jest.requireActual('@abialbum/web-kit'), albumsClient: albums, useToast: () => toast };
}

export const envelope = <T>(data: T, message = '') => ({ success: true, data, message });
