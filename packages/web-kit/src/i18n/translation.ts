// The React side of the one i18next instance (i18n.ts binds it with initReactI18next). Front ends import these from
// '@abialbum/web-kit'; web-kit's own main-entry files from here. Entries bundled by each remote (./media) import them
// by the package name, so that they reach the shell's one instance.
export { useTranslation } from 'react-i18next';
export { Trans, type TransProps } from './trans';
