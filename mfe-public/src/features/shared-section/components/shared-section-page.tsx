import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button, EmptyState, Spinner, type SharedSection } from '@abialbum/web-kit';
import { FAILED_MESSAGE, UNAVAILABLE_MESSAGE, useSharedSection } from '../hooks/use-shared-section';
import { useShareLink } from '../hooks/use-share-link';
import { DownloadButton } from '../../../shared/download/download-button';
import { useDownloadable } from '../../../shared/download/use-downloadable';
import { MediaStrip } from './media-strip';
import { MediaViewer } from '@abialbum/web-kit/media';
import * as styles from './shared-section.module.css';

/** SPEC "Shared section" (/abialbum/shared-section/{sectionId}): public, no sign-in needed. */
export function SharedSectionPage() {
  const { sectionId = '' } = useParams();
  const state = useSharedSection(sectionId);
  if (state.status === 'loading') return <Spinner label="Loading shared section..." showLabel className={styles.loading} />;
  if (state.status === 'unavailable') {
    return (
      <div className={styles.unavailable}>
        <h1 className={styles.title}>{UNAVAILABLE_MESSAGE}</h1>
        <p className={styles.description}>Taking you to the dashboard...</p>
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <div className={styles.unavailable} role="alert">
        <h1 className={styles.title}>{FAILED_MESSAGE}</h1>
        <Button onClick={state.retry}>Try again</Button>
      </div>
    );
  }
  return <SharedSectionView key={sectionId} section={state.section} />;
}

const initial = (name: string | undefined) => (name?.trim().charAt(0) || '?').toUpperCase();

function SharedSectionView({ section }: { section: SharedSection }) {
  const [viewing, setViewing] = useState<number | null>(null);
  const copyLink = useShareLink(section.id);
  const { owner, media } = section;
  const downloadable = useDownloadable({ id: section.album?.id ?? section.albumId, allowDownloads: section.album?.allowDownloads, ownerId: owner?.id });
  const count = media.length;
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <p className={styles.eyebrow}>Shared section</p>
          <h1 className={styles.title}>{section.title}</h1>
          {section.description && <p className={styles.description}>{section.description}</p>}
          <div className={styles.meta}>
            <span className={styles.owner}>
              <span className={styles.avatar} aria-hidden="true">
                {owner?.profileImage ? <img src={owner.profileImage} alt="" /> : initial(owner?.name)}
              </span>
              <span>
                Shared by <strong>{owner?.name || 'Unknown'}</strong>
                {section.album && (
                  <>
                    {' from '}
                    <Link to={`/abialbum/profile/${encodeURIComponent(section.album.id)}`}>{section.album.title}</Link>
                  </>
                )}
              </span>
            </span>
            <span className={styles.count}>{`${count} ${count === 1 ? 'item' : 'items'}`}</span>
          </div>
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => void copyLink()}>
            Share Link
          </Button>
          {section.album && downloadable && count > 0 && (
            <DownloadButton albumId={section.album.id} sectionId={section.id} label="Download section" />
          )}
        </div>
      </header>
      {count === 0 ? (
        <EmptyState
          title="Nothing here yet"
          description="This section has no photos or videos yet. Check back soon!"
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
