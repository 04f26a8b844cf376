import { contentClient, type AboutContent } from '@abialbum/web-kit';

/** What the About page shows when its content cannot be fetched (SPEC "About page"). */
export const DEFAULT_ABOUT: AboutContent = {
  title: 'About Abi Social Album',
  content:
    'Abi Social Album is a place to keep your photos and videos together and share them with the people who matter. ' +
    'Create your album, organise it into sections and share a whole album or a single section with a link.',
  mission: 'To help everyone keep their memories safe, organised and easy to share with family and friends.',
  vision: 'A world where every memory is kept forever and every family story can be told again.',
  features: [
    { icon: '📸', title: 'Photo & Video Storage', description: 'Keep all your photos and videos in one safe place.' },
    { icon: '🔗', title: 'Easy Sharing', description: 'Share albums or single sections with a link in seconds.' },
    { icon: '🔒', title: 'Privacy First', description: 'You decide who sees your memories: public or private, always your choice.' },
  ],
  updatedBy: null,
  updatedAt: null,
};

/** The saved About content, or null when nothing was ever saved. */
export async function fetchAbout(): Promise<AboutContent | null> {
  const { data } = await contentClient.about();
  return data ?? null;
}
