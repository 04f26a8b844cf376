import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button, EmptyState, Trans, useTranslation, type SharedSection } from '@abialbum/web-kit';
import { useSharedSection } from '../hooks/use-shared-section';
import { useShareLink } from '../hooks/use-share-link';
import { DownloadButton } from '../../../shared/download/download-button';
import { useDownloadable } from '../../../shared/download/use-downloadable';
import { PageFailed, PageLoading, PageNotice } from '../../../shared/page-status/page-status';
import { MediaStrip } from './media-strip';
import { MediaViewer } from '@abialbum/web-kit/media';
import * as styles from './shared-section.module.css';

/** SPEC "Shared section" (/abialbum/shared-section/{sectionId}): public, no sign-in needed. */
export function SharedSectionPage() {
  const { t } = useTranslation('public');
  const { sectionId = '' } = useParams();
  const state = useSharedSection(sectionId);
  if (state.status === 'loading') return <PageLoading label={t('shared.loading')} />;
  if (state.status === 'unavailable') return <PageNotice title={t('shared.unavailable')} text={t('shared.redirecting')} />;
  if (state.status === 'failed') return <PageFailed title={t('shared.failed')} onRetry={state.retry} />;
  return <SharedSectionView key={sectionId} section={state.section} />;
}

const initial = (name: string | undefined) => (name?.trim().charAt(0) || '?').toUpperCase();

function SharedSectionView({ section }: { section: SharedSection }) {
  const { t } = useTranslation('public');
  const [viewing, setViewing] = useState<number | null>(null);
  const copyLink = useShareLink(section.id);
  const { owner, media } = section;
  const downloadable = useDownloadable({ id: section.album?.id ?? section.albumId, allowDownloads: section.album?.allowDownloads, ownerId: owner?.id });
  const count = media.length;
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <p className={styles.eyebrow}>{t('shared.eyebrow')}</p>
          <h1 className={styles.title}>{section.title}</h1>
          {section.description && <p className={styles.description}>{section.description}</p>}
          <div className={styles.meta}>
            <span className={styles.owner}>
              <span className={styles.avatar} aria-hidden="true">
                {owner?.profileImage ? <img src={owner.profileImage} alt="" /> : initial(owner?.name)}
              </span>
              <span>
                {section.album ? (
                  <Trans
                    t={t}
                    i18nKey="shared.byFrom"
                    values={{ name: owner?.name || t('common.unknown'), album: section.album.title }}
                    components={{ strong: <strong />, link: <Link to={`/abialbum/profile/${encodeURIComponent(section.album.id)}`} /> }}
                  />
                ) : (
                  <Trans t={t} i18nKey="shared.by" values={{ name: owner?.name || t('common.unknown') }} components={{ strong: <strong /> }} />
                )}
              </span>
            </span>
            <span className={styles.count}>{t('common.items', { count })}</span>
          </div>
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => void copyLink()}>
            {t('shared.shareLink')}
          </Button>
          {section.album && downloadable && count > 0 && (
            <DownloadButton albumId={section.album.id} sectionId={section.id} label={t('shared.download')} />
          )}
        </div>
      </header>
      {count === 0 ? (
        <EmptyState
          title={t('shared.empty')}
          description={t('shared.emptyText')}
          headingLevel={2}
        />
      ) : (
        <MediaStrip media={media} onOpen={setViewing} />
      )}
      {viewing !== null && (
        <MediaViewer
          title={section.title}
          media={media}
          startIndex={viewing}
          fullScreen
          downloadable={downloadable}
          onClose={() => setViewing(null)}
        />
      )}
    </article>
  );
}
