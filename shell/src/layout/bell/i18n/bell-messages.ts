import { registerMessages } from '@abialbum/web-kit';

/**
 * The notification bell's own catalogue (namespace 'bell'), loaded with the bell's lazy chunk when a user is signed in,
 * not with every visitor's first page ('shell'). One chunk per language in ./messages.
 */
registerMessages('bell', (locale) => import(`./messages/${locale}.json`));
