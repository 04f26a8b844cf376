import { messages } from '@abialbum/contracts';

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

/** A field's message in the page's language (`t` of the 'public' namespace); one the catalogue lacks shows as is. */
export function fieldText(t: (key: string) => string, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = VALIDATION_KEYS[message];
  return key ? t(key) : message;
}
