import { Component, type ReactNode } from 'react';
import { Button, useTranslation } from '@abialbum/web-kit';

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
    return <RemoteFailed onRetry={this.props.onRetry} />;
  }
}

function RemoteFailed({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation('shell');
  return (
    <div className="shell-remote-failed" role="alert">
      <h1 className="shell-remote-failed__title">{t('remote.failedTitle')}</h1>
      <p>{t('remote.failedText')}</p>
      <Button onClick={onRetry}>{t('remote.retry')}</Button>
    </div>
  );
}
