import { validationTexts } from '@abialbum/web-kit/validation';

/**
 * A form field's message (the contracts' English, from our checks or a server's field errors) in the page's language,
 * from this front end's catalogue (web-kit's validation map names the keys); a message the catalogue lacks shows as it
 * is.
 */
export const fieldText = validationTexts('public');
