import { errorMessage } from '@abialbum/web-kit';

/** SPEC section 8: a mutation shows the server's message when there is one, else the screen's own words. */
export function failureText(err: unknown, fallback: string): string {
  return errorMessage(err, fallback);
}
