import { registerMessages } from '@abialbum/web-kit';

/** This remote's catalogue (namespace 'admin'): one chunk per language in ./messages, loaded when shown. */
registerMessages('admin', (locale) => import(`./messages/${locale}.json`));
