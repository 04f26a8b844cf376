import { ApiError, apiMessage, contentClient, type AdminContent, type AboutInput, type TermsInput } from '@abialbum/web-kit';

export async function loadAdminContent(): Promise<AdminContent> {
  const { data } = await contentClient.adminAll();
  return { aboutPage: data?.aboutPage ?? null, termsAndConditions: data?.termsAndConditions ?? null };
}

export async function saveAbout(input: AboutInput): Promise<void> {
  await contentClient.saveAbout(input);
}

export async function saveTerms(input: TermsInput): Promise<void> {
  await contentClient.saveTerms(input);
}

/**
 * SPEC section 8: a failed save shows what the server said (in the page's language: apiMessage) when it answered,
 * else the form's own words.
 */
export function failureMessage(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.status > 0 && apiMessage(error)) || fallback;
}

/** The server's per-field messages of a rejected save, if any. */
export function fieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.errors ? error.errors : {};
}
