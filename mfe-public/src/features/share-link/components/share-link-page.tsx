import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import type { SharedByLink } from '@abialbum/contracts';
import { Button, EmptyState, formatDateTime, Trans, formatNumber, useTranslation } from '@abialbum/web-kit';
import { PasswordField } from '@abialbum/web-kit/forms';
import { MediaViewer } from '@abialbum/web-kit/media';
import { PageFailed, PageLoading, PageNotice } from '../../../shared/page-status/page-status';
import { MediaStrip } from '../../shared-section/components/media-strip';
import * as styles from '../../shared-section/components/shared-section.module.css';
import * as own from './share-link.module.css';
import { useShareLinkVisit } from '../hooks/use-share-link-visit';

/**
 * A visitor's page of a share link (/abialbum/s/{key}, issue 27 item 2): a section's or a whole album's media,
 * as the shared section page shows them; a password form first when the link has one. Downloads only when the
 * owner allowed them for this link.
 */
export function ShareLinkPage() {
  const { t } = useTranslation('public');
  const { key = '' } = useParams();
  const visit = useShareLinkVisit(key);
  if (visit.status === 'loading') return <PageLoading label={t('shareLink.loading')} />;
  if (visit.status === 'unavailable') return <PageNotice title={t('shareLink.unavailable')} text={t('shareLink.unavailableHint')} />;
  if (visit.status === 'failed') return <PageFailed title={t('shareLink.failed')} onRetry={visit.retry} />;
  if (visit.status === 'password') return <PasswordForm error={visit.error} checking={visit.checking} onSubmit={visit.unlock} />;
  return <SharedView key={key} share={visit.share} />;
}

function PasswordForm({ error, checking, onSubmit }: { error: string | null; checking: boolean; onSubmit(password: string): void }) {
  const { t } = useTranslation('public');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) onSubmit(password);
  };
  return (
    <form className={styles.unavailable} onSubmit={submit} aria-labelledby="share-link-password-title">
      <h1 id="share-link-password-title" className={styles.title}>
        {t('shareLink.passwordTitle')}
      </h1>
      <div className={own.passwordForm}>
        <PasswordField label={t('login.password')} value={password} onChange={(e) => setPassword(e.target.value)} error={error ?? undefined} required autoFocus />
        <Button type="submit" disabled={checking || !password}>
          {checking ? t('shareLink.opening') : t('shareLink.open')}
        </Button>
      </div>
    </form>
  );
}

const initial = (name: string | undefined) => (name?.trim().charAt(0) || '?').toUpperCase();

function SharedView({ share }: { share: SharedByLink }) {
  const { t } = useTranslation('public');
  const [viewing, setViewing] = useState<number | null>(null);
  const { owner, media, section, album } = share;
  const title = section?.title ?? album.title;
  const description = section ? section.description : album.description;
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <p className={styles.eyebrow}>{section ? t('shareLink.eyebrowSection') : t('shareLink.eyebrowAlbum')}</p>
          <h1 className={styles.title}>{title}</h1>
          {description && <p className={styles.description}>{description}</p>}
          <div className={styles.meta}>
            <span className={styles.owner}>
              <span className={styles.avatar} aria-hidden="true">
                {owner.profileImage ? <img src={owner.profileImage} alt="" /> : initial(owner.name)}
              </span>
              <span>
                <Trans
                  t={t}
                  i18nKey={section ? 'shareLink.byFrom' : 'shared.by'}
                  values={{ name: owner.name, album: album.title }}
                  components={{ strong: <strong /> }}
                />
              </span>
            </span>
            <span className={styles.count}>{t('common.items', { count: share.mediaCount })}</span>
            {share.expiresAt && <span>{t('shareLink.expires', { date: formatDateTime(share.expiresAt) })}</span>}
          </div>
          {media.length < share.mediaCount && <p className={styles.description}>{t('shareLink.newest', { shown: formatNumber(media.length), count: share.mediaCount })}</p>}
        </div>
      </header>
      {media.length === 0 ? (
        <EmptyState title={t('shared.empty')} description={t('shareLink.emptyText')} headingLevel={2} />
      ) : (
        <MediaStrip media={media} onOpen={setViewing} />
      )}
      {viewing !== null && (
        <MediaViewer title={title} media={media} startIndex={viewing} fullScreen downloadable={share.allowDownload} onClose={() => setViewing(null)} />
      )}
    </article>
  );
}
