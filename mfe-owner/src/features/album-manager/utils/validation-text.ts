import { albumMessages, mediaMessages } from '@abialbum/contracts';
import { i18n } from '@abialbum/web-kit';

/** The contracts' fixed validation texts (SPEC section 5's English, the forms' and the server's) as catalogue keys. */
const FIXED: Readonly<Record<string, string>> = {
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

/**
 * A validation message (from this remote's checks or a server's field errors, both in the contracts' English) in the
 * page's language; a message the catalogue lacks shows as it is.
 */
export function validationText(message: string): string;
export function validationText(message: string | null | undefined): string | undefined;
export function validationText(message: string | null | undefined): string | undefined {
  if (!message) return undefined;
  const key = FIXED[message];
  if (key) return i18n.t(key, { ns: 'owner' });
  for (const [pattern, withValues, names] of WITH_VALUES) {
    const match = pattern.exec(message);
    if (match) return i18n.t(withValues, { ns: 'owner', ...Object.fromEntries(names.map((name, i) => [name, match[i + 1]])) });
  }
  return message;
}
