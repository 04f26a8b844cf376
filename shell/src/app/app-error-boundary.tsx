import { Component, type ReactNode } from 'react';

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
    return (
      <main className="shell-remote-failed" role="alert">
        <h1 className="shell-remote-failed__title">Something went wrong</h1>
        <p>Please reload the page to continue.</p>
        <button type="button" className="wk-btn wk-btn--primary wk-btn--md" onClick={() => window.location.reload()}>
          Reload
        </button>
      </main>
    );
  }
}
