import { contentClient, type TermsContent } from '@abialbum/web-kit';

export async function fetchTerms(): Promise<TermsContent | null> {
  const { data } = await contentClient.terms();
  return data ?? null;
}
