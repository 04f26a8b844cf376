import { Component, type ReactNode } from 'react';
import { i18n } from '@abialbum/web-kit';

/** The last line of defence: the shell itself failed; offer a reload rather than a blank page. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('The application failed', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    // No hook in a class; the page's language is loaded before anything renders.
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
}
