/**
 * Jest set-up of every front-end workspace (jest.preset.js): the English catalogue of each front end, loaded at once,
 * so components render SPEC's words synchronously, as on an English page. A test that changes the language changes
 * it back (chooseLocale('en')).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { i18n } from '../../packages/web-kit/src/i18n/i18n';
import catalogues from './catalogues.json';

const root = join(__dirname, '..', '..');
for (const [namespace, src] of Object.entries(catalogues)) {
  const file = join(root, src, 'i18n', 'messages', 'en.json');
  if (existsSync(file)) i18n.addTexts('en', namespace, JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>);
}
