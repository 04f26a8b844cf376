import { contentClient, type AboutContent } from '@abialbum/web-kit';

/** The saved About content, or null when nothing was ever saved. */
export async function fetchAbout(): Promise<AboutContent | null> {
  const { data } = await contentClient.about();
  return data ?? null;
}
