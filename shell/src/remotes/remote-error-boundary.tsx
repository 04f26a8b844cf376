import { Component, type ReactNode } from 'react';
import { Button } from '@abialbum/web-kit';

export const REMOTE_FAILED_TEXT = 'This part of the site could not be loaded';

interface Props {
  children: ReactNode;
  onRetry(): void;
}

/** Keeps a broken or unreachable remote inside the layout: a message and Retry, never a blank page. */
export class RemoteErrorBoundary extends Component<Props, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown) {
    console.error('A remote failed to load or render', error);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="shell-remote-failed" role="alert">
        <h1 className="shell-remote-failed__title">{REMOTE_FAILED_TEXT}</h1>
        <p>Please check your connection and try again.</p>
        <Button onClick={this.props.onRetry}>Retry</Button>
      </div>
    );
  }
}
