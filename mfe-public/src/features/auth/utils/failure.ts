import { ApiError, apiMessage, errorMessage } from '@abialbum/web-kit';

/** A blocked account must learn why (the catalogue would say 'Access denied...' for any 403). */
export function blockedMessage(err: unknown): string | null {
  return err instanceof ApiError && err.status === 403 && err.code === 'USER_BLOCKED' ? apiMessage(err) : null;
}

/** The catalogue's text for a failed call; the screen's own words ('Login failed') when nothing describes it. */
export function failureText(err: unknown, fallback: string): string {
  return errorMessage(err, fallback);
}
