import type {
  AdminAuthResult,
  AdminUser,
  AuthResult,
  ChangeEmailRequest,
  EmailVerified,
  LoginRequest,
  Pagination,
  ProfileUpdate,
  SignupRequest,
  User,
} from '@abialbum/contracts';
import { api } from './http';
import { uploadOnDemand } from './upload-on-demand';

/** The admin session as login answers it; its refresh goes through access-token.ts like the user's. */
export type AdminLoginResult = AdminAuthResult;

export interface AdminUsersPage {
  users: AdminUser[];
  pagination: Pagination;
}

/** The identity service as the front ends see it (ARCHITECTURE "Identity and security"). */
export const identityClient = {
  signup: (body: SignupRequest) => api.post<AuthResult>('abialbum/users/signup', body, { auth: 'none' }),
  login: (body: LoginRequest) => api.post<AuthResult>('abialbum/users/login', body, { auth: 'none' }),
  getProfile: () => api.get<{ user: User }>('abialbum/users/profile'),
  updateProfile: (body: ProfileUpdate) => api.put<{ user: User }>('abialbum/users/profile', body),
  logout: (refreshToken?: string | null) =>
    api.post<null>('abialbum/user/logout', refreshToken ? { refreshToken } : {}),
  verify: () => api.get<{ user: User }>('abialbum/user/verify'),
  refresh: (refreshToken: string) => api.post<AuthResult>('abialbum/user/refresh', { refreshToken }, { auth: 'none' }),
  /** Mail: a link to set a new password (one answer whether or not an account uses the address). */
  forgotPassword: (email: string) => api.post<null>('abialbum/users/password/forgot', { email }, { auth: 'none' }),
  resetPassword: (token: string, password: string) =>
    api.post<null>('abialbum/users/password/reset', { token, password }, { auth: 'none' }),
  /** The key of a mailed address link (at sign-up, or for a new address). */
  verifyEmail: (token: string) => api.post<EmailVerified>('abialbum/users/email/verify', { token }, { auth: 'none' }),
  resendVerification: () => api.post<null>('abialbum/users/email/verification', {}),
  changeEmail: (body: ChangeEmailRequest) => api.post<null>('abialbum/users/email/change', body),
  uploadProfileImage: (file: Blob, onProgress?: (fraction: number) => void) =>
    uploadOnDemand<{ url: string }>('upload/profile-image', file, { onProgress }),

  adminLogin: (body: { email: string; password: string }) =>
    api.post<AdminLoginResult>('abialbum/admin/login', body, { auth: 'none' }),
  adminLogout: (refreshToken?: string | null) =>
    api.post<null>('abialbum/admin/logout', refreshToken ? { refreshToken } : {}, { auth: 'admin' }),
  adminListUsers: (params: { page?: number; limit?: number; search?: string } = {}) =>
    api.get<AdminUsersPage>('abialbum/admin/users', { auth: 'admin', query: params }),
  adminSetBlocked: (id: string, isBlocked: boolean) =>
    api.put<{ user: AdminUser }>(`abialbum/admin/users/${encodeURIComponent(id)}/block`, { isBlocked }, { auth: 'admin' }),
  adminSetAlbumModal: (id: string, show: boolean) =>
    api.put<{ user: AdminUser }>(
      `abialbum/admin/users/${encodeURIComponent(id)}/toggle-album-modal`,
      { showcreateAlbumModal: show },
      { auth: 'admin' },
    ),
};
