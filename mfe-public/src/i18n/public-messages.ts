import { registerMessages } from '@abialbum/web-kit';

/** This remote's catalogue (namespace 'public'): one chunk per language in ./messages, loaded when shown. */
registerMessages('public', (locale) => import(`./messages/${locale}.json`));
