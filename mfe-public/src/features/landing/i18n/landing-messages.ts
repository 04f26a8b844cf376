import { registerMessages } from '@abialbum/web-kit';

/**
 * The landing page's own catalogue (namespace 'landing'): the first page most visitors see loads only its own texts,
 * not the whole remote's ('public'). One chunk per language in ./messages, loaded when shown.
 */
registerMessages('landing', (locale) => import(`./messages/${locale}.json`));
