import { registerMessages } from '@abialbum/web-kit';

/** The shell's catalogue (namespace 'shell'): one chunk per language in ./messages, loaded when chosen. */
registerMessages('shell', (locale) => import(`./messages/${locale}.json`));
