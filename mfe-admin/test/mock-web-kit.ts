/**
 * The network boundary of these component tests: web-kit's identity, content and admin-albums clients, admin session and toasts
 * are replaced; its UI primitives and error catalogue stay real. Use with
 * jest.mock('@abialbum/web-kit', () => jest.requireActual<typeof import('./mock-web-kit')>('./mock-web-kit').mockWebKit()) and
 * jest.mock('@abialbum/web-kit/admin', () => jest.requireActual<typeof import('./mock-web-kit')>('./mock-web-kit').mockWebKitAdmin()).
 */
export const identity = {
  adminLogin: jest.fn(),
  adminListUsers: jest.fn(),
  adminSetBlocked: jest.fn(),
  adminSetAlbumModal: jest.fn(),
};
/** The dashboard opens on the Dashboard tab, so every test gets answers here unless it sets its own. */
export const content = {
  adminStats: jest.fn((): Promise<unknown> => Promise.resolve(envelope({ stats: zeroStats }))),
  adminAll: jest.fn((): Promise<unknown> => Promise.resolve(envelope({ aboutPage: null, termsAndConditions: null }))),
  saveAbout: jest.fn(),
  saveTerms: jest.fn(),
};
export const adminAlbums = {
  list: jest.fn(
    (): Promise<unknown> =>
      Promise.resolve(envelope({ albums: [], pagination: { currentPage: 1, totalPages: 1, hasPreviousPage: false, hasNextPage: false, totalItems: 0 } })),
  ),
  setBlocked: jest.fn(),
  media: jest.fn((_albumId?: unknown): Promise<unknown> => Promise.resolve(envelope({ media: [] }))),
};
export const adminSession = {
  admin: { token: 't', email: 'admin@abialbum.test', role: 'admin' } as { token: string; email: string; role: string } | null,
  signIn: jest.fn(),
  signOut: jest.fn(() => Promise.resolve()),
};
export const toast = { success: jest.fn(), error: jest.fn(), warning: jest.fn(), info: jest.fn() };

export function mockWebKit() {
  return {
    ...jest.requireActual('@abialbum/web-kit'),
    identityClient: identity,
    contentClient: content,
    useToast: () => toast,
  };
}

/** web-kit's admin entry: the admin-albums client and the admin session. */
export function mockWebKitAdmin() {
  return {
    ...jest.requireActual('@abialbum/web-kit/admin'),
    adminAlbumsClient: adminAlbums,
    useAdminSession: () => adminSession,
  };
}

export function envelope<T>(data: T, message = '') {
  return { success: true, data, message };
}

const zeroStats = {
  totalUsers: 0,
  totalAlbums: 0,
  blockedUsers: 0,
  blockedAlbums: 0,
  totalMedia: 0,
  totalComments: 0,
  totalReactions: 0,
};
