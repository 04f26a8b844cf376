import { albumMessages, mediaMessages, messages } from '@abialbum/contracts';

/**
 * The validation messages the front ends show, as catalogue keys. The contracts' schemas and the front ends' own
 * rules speak SPEC section 5's English, and a server's field errors are the same texts, so one map serves every front
 * end; each front end's catalogue has the keys of the messages its screens can show.
 */
const FIXED: Readonly<Record<string, string>> = {
  [messages.emailRequired]: 'validation.emailRequired',
  [messages.emailInvalid]: 'validation.emailInvalid',
  [messages.phoneRequired]: 'validation.phoneRequired',
  [messages.phoneInvalid]: 'validation.phoneInvalid',
  [messages.passwordRequired]: 'validation.passwordRequired',
  [messages.passwordShort]: 'validation.passwordShort',
  [messages.passwordWeak]: 'validation.passwordWeak',
  'Password must be less than 128 characters': 'validation.passwordLong',
  [messages.nameRequired]: 'validation.nameRequired',
  [messages.nameShort]: 'validation.nameShort',
  [messages.nameLong]: 'validation.nameLong',
  [messages.confirmRequired]: 'validation.confirmRequired',
  [messages.confirmMismatch]: 'validation.confirmMismatch',
  [messages.imageType]: 'validation.imageType',
  [messages.imageSize]: 'validation.imageSize',
  'Text contains a character that is not allowed': 'validation.notAllowed',
  // mfe-public's contact form (features/contact/utils/contact.rules.ts).
  'Message is required': 'validation.messageRequired',
  'Message must be less than 2000 characters': 'validation.messageLong',
  [albumMessages.titleRequired]: 'validation.albumTitleRequired',
  [albumMessages.titleShort]: 'validation.albumTitleShort',
  [albumMessages.titleLong]: 'validation.albumTitleLong',
  [albumMessages.descriptionLong]: 'validation.albumDescriptionLong',
  [albumMessages.sectionTitleRequired]: 'validation.sectionTitleRequired',
  [albumMessages.sectionTitleShort]: 'validation.sectionTitleShort',
  [albumMessages.sectionTitleLong]: 'validation.sectionTitleLong',
  [albumMessages.sectionTitleDuplicate]: 'validation.sectionTitleDuplicate',
  [albumMessages.sectionDescriptionLong]: 'validation.sectionDescriptionLong',
  [albumMessages.orderNegative]: 'validation.orderNegative',
  [mediaMessages.highlightFileType]: 'validation.highlightFileType',
  [mediaMessages.highlightFileSize]: 'validation.highlightFileSize',
  [mediaMessages.urlRequired]: 'validation.urlRequired',
  [mediaMessages.urlInvalid]: 'validation.urlInvalid',
  [mediaMessages.captionLong]: 'validation.captionLong',
  // mfe-owner's upload forms.
  'Please select a file': 'validation.fileRequired',
  'Failed to upload file': 'validation.uploadFailed',
};

/** The contracts' texts with values (mediaMessages' functions), read back into the key and its values. */
const WITH_VALUES: ReadonlyArray<[RegExp, string, readonly string[]]> = [
  [/^Maximum (\d+) files allowed\. You selected (\d+) files\.$/, 'validation.tooManyFiles', ['max', 'selected']],
  [/^File "(.*)" is too large\. Maximum size is (\d+)MB\.$/, 'validation.fileTooLarge', ['name', 'max']],
  [/^File "(.*)" has an unsupported format\.$/, 'validation.unsupportedFormat', ['name']],
  [/^Invalid URLs: (.*)$/, 'validation.invalidUrls', ['urls']],
  [/^Maximum (\d+) URLs allowed\. You provided (\d+) URLs\.$/, 'validation.tooManyUrls', ['max', 'given']],
];

export interface ValidationKey {
  key: string;
  values: Record<string, string>;
}

/** A validation message's catalogue key and the values it carries; null for a message no catalogue has. */
export function validationKey(message: string): ValidationKey | null {
  const key = FIXED[message];
  if (key) return { key, values: {} };
  for (const [pattern, withValues, names] of WITH_VALUES) {
    const match = pattern.exec(message);
    if (match) return { key: withValues, values: Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])) };
  }
  return null;
}
