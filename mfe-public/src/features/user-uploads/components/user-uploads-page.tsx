import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, EmptyState, LoadFailed, Spinner } from '@abialbum/web-kit';
import { MediaThumb, viewableLabel, MediaViewer } from '@abialbum/web-kit/media';
import { FAILED_MESSAGE, useUserUploads } from '../hooks/use-user-uploads';
import * as styles from './user-uploads.module.css';

/** SPEC "User uploads" words it 'Showing n upload(s)', whatever n is. */
const uploadsText = (n: number) => `Showing ${n} upload(s)`;

/** SPEC "User uploads" (/abialbum/user-uploads/{userId}): what a user added to albums everyone may see. */
export function UserUploadsPage() {
  const { userId = '' } = useParams();
  const uploads = useUserUploads(userId);
  const navigate = useNavigate();
  const [viewing, setViewing] = useState<number | null>(null);
  const firstLoad = uploads.loading && uploads.media.length === 0;
  const failed = uploads.failed && !uploads.loading;

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <Button variant="secondary" onClick={() => navigate(-1)}>
          <span aria-hidden="true">←</span> Back
        </Button>
        <div>
          <h1 className={styles.title}>All uploaded media by this user</h1>
          {!firstLoad && !failed && <p className={styles.count}>{uploadsText(uploads.media.length)}</p>}
        </div>
      </div>
      {firstLoad ? (
        <Spinner label="Loading uploads..." showLabel className={styles.loading} />
      ) : failed ? (
        <LoadFailed message={FAILED_MESSAGE} onRetry={uploads.retry} size="md" />
      ) : uploads.media.length === 0 ? (
        <EmptyState icon="🖼️" title="No uploads yet" description="This user hasn't uploaded any media yet." />
      ) : (
        <>
          <ul className={styles.grid} aria-label="Uploads">
            {uploads.media.map((item, index) => (
              <li key={item.id}>
                <button type="button" className={styles.tile} aria-label={`Open ${viewableLabel(item)}`} onClick={() => setViewing(index)}>
                  <MediaThumb key={item.id} media={item} />
                  {item.caption && <span className={styles.caption}>{item.caption}</span>}
                </button>
              </li>
            ))}
          </ul>
          {uploads.hasMore && (
            <Button variant="secondary" className={styles.more} loading={uploads.loading} onClick={uploads.loadMore}>
              Load more
            </Button>
          )}
        </>
      )}
      {viewing !== null && (
        // Items of many albums, each with its owner's say on downloads, which this page does not know: none offered.
        <MediaViewer title="Uploads" media={uploads.media} startIndex={viewing} downloadable={false} onClose={() => setViewing(null)} />
      )}
    </div>
  );
}
