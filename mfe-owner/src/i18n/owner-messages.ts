import { registerMessages } from '@abialbum/web-kit';

/** This remote's catalogue (namespace 'owner'): one chunk per language in ./messages, loaded when shown. */
registerMessages('owner', (locale) => import(`./messages/${locale}.json`));
