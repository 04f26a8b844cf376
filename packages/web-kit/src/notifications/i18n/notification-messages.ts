import { registerMessages } from '@abialbum/web-kit';

/**
 * The notifications' own catalogue (namespace 'notifications'): their sentences are shown only to a signed-in user's
 * bell and notifications page, so they load with this entry, not with every visitor's first page ('kit').
 */
registerMessages('notifications', (locale) => import(`./messages/${locale}.json`));
