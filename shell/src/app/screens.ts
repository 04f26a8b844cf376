/** A screen under /abialbum that a remote renders: its path there and the remote module (SPEC section 2). */
export interface Screen {
  path: string;
  id: string;
}

export const PUBLIC_SCREENS: readonly Screen[] = [
  { path: 'landing', id: 'public/Landing' },
  { path: 'dashboard', id: 'public/Landing' },
  { path: 'login', id: 'public/Login' },
  { path: 'signup', id: 'public/Signup' },
  { path: 'forgot-password', id: 'public/ForgotPassword' },
  { path: 'reset-password', id: 'public/ResetPassword' },
  { path: 'verify-email', id: 'public/VerifyEmail' },
  { path: 'home', id: 'public/Explore' },
  { path: 'about', id: 'public/About' },
  { path: 'terms', id: 'public/Terms' },
  { path: 'friends', id: 'public/Friends' },
  { path: 'contact', id: 'public/Contact' },
  { path: 'top-albums', id: 'public/TopAlbums' },
  { path: 'search', id: 'public/Search' },
  { path: 'album/:albumId', id: 'public/AlbumDetail' },
  { path: 'albums/:albumId', id: 'public/AlbumDetail' },
  { path: 'profile/:albumId', id: 'public/Profile' },
  { path: 'shared-section/:sectionId', id: 'public/SharedSection' },
  // A share link's visitor page (issue 27 item 2).
  { path: 's/:key', id: 'public/ShareLink' },
  { path: 'user-uploads/:userId', id: 'public/UserUploads' },
];

/** Behind the signed-in guard. */
export const USER_SCREENS: readonly Screen[] = [
  { path: 'albums', id: 'owner/AlbumManager' },
  { path: 'owner', id: 'owner/AlbumManager' },
  { path: 'joined-albums', id: 'owner/JoinedAlbums' },
  { path: 'followers', id: 'owner/Followers' },
  { path: 'notifications', id: 'owner/Notifications' },
  { path: 'account/email', id: 'public/AccountEmail' },
];

const matches = (pattern: string, segments: string[]) => {
  const parts = pattern.split('/');
  return parts.length === segments.length && parts.every((part, i) => part.startsWith(':') || part === segments[i]);
};

/**
 * The remote module a first visit of `pathname` shows (the landing page for the site's root), or null for
 * the other layouts; read before the router exists, to fetch that screen's files early.
 */
export function screenOf(pathname: string): string | null {
  const rest = pathname.replace(/\/+$/, '');
  if (rest === '' || rest === '/abialbum') return 'public/Landing';
  if (!rest.startsWith('/abialbum/')) return null;
  const segments = rest.slice('/abialbum/'.length).split('/');
  return [...PUBLIC_SCREENS, ...USER_SCREENS].find((screen) => matches(screen.path, segments))?.id ?? null;
}
