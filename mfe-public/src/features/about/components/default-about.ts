import { i18n, type AboutContent } from '@abialbum/web-kit';

const text = (key: string) => i18n.t(key, { ns: 'public' });

/**
 * What the About page shows when its content cannot be fetched (SPEC "About page"), in the page's language: built
 * while the page renders, so it follows a change of language.
 */
export function defaultAbout(): AboutContent {
  return {
    title: text('about.defaultTitle'),
    content: text('about.defaultContent'),
    mission: text('about.defaultMission'),
    vision: text('about.defaultVision'),
    features: [
      { icon: '📸', title: text('about.featureStorageTitle'), description: text('about.featureStorageText') },
      { icon: '🔗', title: text('about.featureSharingTitle'), description: text('about.featureSharingText') },
      { icon: '🔒', title: text('about.featurePrivacyTitle'), description: text('about.featurePrivacyText') },
    ],
    updatedBy: null,
    updatedAt: null,
  };
}
