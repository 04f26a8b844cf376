import { validationTexts } from '@abialbum/web-kit/validation';

/**
 * A validation message (from this remote's checks or a server's field errors, both in the contracts' English) in the
 * page's language, from this front end's catalogue (web-kit's validation map names the keys); a message the catalogue
 * lacks shows as it is.
 */
export const validationText = validationTexts('owner');
