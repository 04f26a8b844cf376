/**
 * SPEC section 8 "Session rule": on a 401, if the request carried an authorization header or its
 * path contains follow, my, update or delete, the stored token is removed and the user goes to login.
 */
const SESSION_PATH_WORDS = ['follow', 'my', 'update', 'delete'];

export function endsSession(status: number, path: string, hadAuthHeader: boolean): boolean {
  if (status !== 401) return false;
  if (hadAuthHeader) return true;
  const lower = path.split('?')[0]!.toLowerCase();
  return SESSION_PATH_WORDS.some((word) => lower.includes(word));
}
