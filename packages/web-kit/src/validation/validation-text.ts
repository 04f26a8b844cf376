import { i18n } from '@abialbum/web-kit';
import { validationKey } from './validation-keys';

/** A validation message in the page's language; nothing for no message. */
export interface ValidationText {
  (message: string): string;
  (message: string | null | undefined): string | undefined;
}

/**
 * The validation texts of one front end's catalogue (its namespace): a message whose key the catalogue has in the
 * page's language, else the message as it is. Called while rendering a screen that uses the namespace, so the text
 * follows a change of language.
 */
export function validationTexts(namespace: string): ValidationText {
  return ((message: string | null | undefined) => {
    if (!message) return undefined;
    const found = validationKey(message);
    if (!found || !i18n.exists(found.key, { ns: namespace })) return message;
    return i18n.t(found.key, { ns: namespace, ...found.values });
  }) as ValidationText;
}
