// The main entry of @abialbum/web-kit: a Module Federation singleton, so everything here (session, toasts, the
// navigation hook, the API client) is one instance across the shell and the remotes. It is in every first load, so
// it holds only what a first screen needs: features a page needs after a click have entries of their own
// (./upload, ./notifications, ./admin, ./media, ./forms, ./clients, ./validation: package.json "exports"), and nothing here imports a
// value from @abialbum/contracts (its zod schemas would come along). README "Keeping the first load light".
export type { Envelope } from '@abialbum/contracts';

export { api, request, type AuthMode, type RequestOptions, type Method } from './api/http';
export { ApiError, NETWORK_ERROR, TIMEOUT } from './api/api-error';
export { configureApi, apiUrl } from './api/api-config';
export { endsSession } from './api/session-rule';
export { refreshAccessToken } from './api/access-token';
export { uploadOnDemand } from './api/upload-on-demand';
export { identityClient, type AdminLoginResult, type AdminUsersPage } from './api/identity.client';
export {
  albumsClient,
  type AlbumProfile,
  type AlbumProfileResult,
  type FollowersPage,
  type FollowState,
  type SearchOptions,
  type SharedAlbumSection,
  type SharedSection,
} from './api/albums.client';
export { readTokens, type SessionUser, type AdminIdentity } from './api/token-store';
export {
  contentClient,
  type AboutContent,
  type AboutFeature,
  type AboutInput,
  type AdminContent,
  type AdminStats,
  type PublicStats,
  type TermsContent,
  type TermsInput,
} from './api/content.client';


export { errorMessage, errorText, apiMessage, type ErrorKind } from './errors/error-message';

// Languages (README "Languages"): each front end's catalogue (Lingui, ICU messages), dates and numbers by locale.
// Front ends translate with these, never with @lingui directly (one set of catalogues for all).
export { useTranslation, Trans, type TransProps } from './i18n/translation';
export { i18n, startLocale, chooseLocale, initialLocale, currentLocale, LOCALE_STORAGE_KEY } from './i18n/i18n';
export { registerMessages, type Messages, type MessageLoader } from './i18n/load-messages';
export { LOCALES, DEFAULT_LOCALE, isLocale, localeName, matchLocale, type Locale } from './i18n/locales';
export { formatDate, formatDateTime, formatNumber, useLocale } from './i18n/format';

export { SessionProvider, useSession, type SessionValue, type SessionStatus } from './session/session-provider';

export { ToastProvider, useToast, TOAST_DEFAULT_MS, type ToastApi, type ToastKind } from './toast/toast-provider';

export { useAppNavigate, setNavigator, navigateTo, LOGIN_PATH, ADMIN_LOGIN_PATH, type Navigator } from './navigation/navigation';
export { NavigationBridge } from './navigation/navigation-bridge';
export { loginReturnPath, DEFAULT_AFTER_LOGIN } from './navigation/return-path';

export { Button, type ButtonProps } from './ui/button';
export { Spinner, type SpinnerProps } from './ui/spinner';
export { EmptyState, type EmptyStateProps } from './ui/empty-state';
export { LineIcon, type LineIconName, type LineIconProps } from './ui/line-icon';
export { LoadFailed, type LoadFailedProps } from './ui/load-failed';
