import { messages } from '@abialbum/contracts';
import { i18n } from '@abialbum/web-kit';

/**
 * The forms' validation texts (the contracts' schemas and our own rules speak SPEC section 5's English) as keys of
 * this front end's catalogue; the server's field errors are the same texts.
 */
const VALIDATION_KEYS: Readonly<Record<string, string>> = {
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
  // The contact form's message (features/contact/utils/contact.rules.ts).
  'Message is required': 'validation.messageRequired',
  'Message must be less than 2000 characters': 'validation.messageLong',
};

/** The contracts' texts with values (the upload checks' mediaMessages), read back into the key and its values. */
const WITH_VALUES: ReadonlyArray<[RegExp, string, readonly string[]]> = [
  [/^Maximum (\d+) files allowed\. You selected (\d+) files\.$/, 'validation.tooManyFiles', ['max', 'selected']],
  [/^File "(.*)" is too large\. Maximum size is (\d+)MB\.$/, 'validation.fileTooLarge', ['name', 'max']],
  [/^File "(.*)" has an unsupported format\.$/, 'validation.unsupportedFormat', ['name']],
];

/**
 * A field's message in the page's language (called while rendering a screen that uses the 'public' namespace, so it
 * follows a change of language); a message the catalogue lacks shows as it is.
 */
export function fieldText(message: string): string;
export function fieldText(message: string | undefined): string | undefined;
export function fieldText(message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = VALIDATION_KEYS[message];
  if (key) return i18n.t(key, { ns: 'public' });
  for (const [pattern, withValues, names] of WITH_VALUES) {
    const match = pattern.exec(message);
    if (match) return i18n.t(withValues, { ns: 'public', ...Object.fromEntries(names.map((name, i) => [name, match[i + 1]])) });
  }
  return message;
}
