import { i18n } from '@abialbum/web-kit';

/** The last line of defence: the shell itself failed; offer a reload rather than a blank page. */
export function AppFailed() {
  // Outside every provider (the shell failed); the page's language is loaded before anything renders.
  const t = (key: string) => i18n.t(key, { ns: 'shell' });
  return (
    <main className="shell-remote-failed" role="alert">
      <h1 className="shell-remote-failed__title">{t('app.failedTitle')}</h1>
      <p>{t('app.failedText')}</p>
      <button type="button" className="wk-btn wk-btn--primary wk-btn--md" onClick={() => window.location.reload()}>
        {t('app.reload')}
      </button>
    </main>
  );
}
