/**
 * The network boundary of these component tests: web-kit's identity client, admin session and toasts
 * are replaced; its UI primitives and error catalogue stay real. Use with
 * jest.mock('@abialbum/web-kit', () => jest.requireActual<typeof import('./mock-web-kit')>('./mock-web-kit').mockWebKit()).
 */
export const identity = {
  adminLogin: jest.fn(),
  adminListUsers: jest.fn(),
  adminSetBlocked: jest.fn(),
  adminSetAlbumModal: jest.fn(),
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
    useAdminSession: () => adminSession,
    useToast: () => toast,
  };
}

export const envelope = <T>(data: T, message = '') => ({ success: true, data, message });
