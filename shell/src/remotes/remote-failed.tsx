import { Button, useTranslation } from '@abialbum/web-kit';

/** A broken or unreachable remote, kept inside the layout: a message and Retry, never a blank page. */
export function RemoteFailed({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation('shell');
  return (
    <div className="shell-remote-failed" role="alert">
      <h1 className="shell-remote-failed__title">{t('remote.failedTitle')}</h1>
      <p>{t('remote.failedText')}</p>
      <Button onClick={onRetry}>{t('remote.retry')}</Button>
    </div>
  );
}
