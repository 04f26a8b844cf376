/**
 * The network boundary of these component tests: web-kit's identity client, session and toasts are
 * replaced; its UI primitives and error catalogue stay real. Use with
 * jest.mock('@abialbum/web-kit', () => jest.requireActual<typeof import('./mock-web-kit')>('./mock-web-kit').mockWebKit()).
 */
export const identity = {
  login: jest.fn(),
  signup: jest.fn(),
  uploadProfileImage: jest.fn(),
  forgotPassword: jest.fn(),
  resetPassword: jest.fn(),
  verifyEmail: jest.fn(),
  resendVerification: jest.fn(),
  changeEmail: jest.fn(),
};
export const session: { user: Record<string, unknown> | null; status: string; signIn: jest.Mock; signOut: jest.Mock; refreshProfile: jest.Mock } = {
  user: null,
  status: 'signedOut',
  signIn: jest.fn(),
  signOut: jest.fn(),
  refreshProfile: jest.fn(),
};
export const toast = { success: jest.fn(), error: jest.fn(), warning: jest.fn(), info: jest.fn() };

export function mockWebKit() {
  return {
    ...jest.requireActual('@abialbum/web-kit'),
    identityClient: identity,
    useSession: () => session,
    useToast: () => toast,
  };
}

export const envelope = <T>(data: T, message = '') => ({ success: true, data, message });
