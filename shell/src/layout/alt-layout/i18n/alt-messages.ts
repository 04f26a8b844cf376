import { registerMessages } from '@abialbum/web-kit';

/**
 * The alternative layout's own catalogue (namespace 'alt': its categories and registration form), loaded with that
 * layout's chunk when it is shown, not with every visitor's first page ('shell'). One chunk per language in ./messages.
 */
registerMessages('alt', (locale) => import(`./messages/${locale}.json`));
