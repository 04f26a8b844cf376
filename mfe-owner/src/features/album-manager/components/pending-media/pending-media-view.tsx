import { useState } from 'react';
import type { Media } from '@abialbum/contracts';
import { Button, LoadFailed, Spinner } from '@abialbum/web-kit';
import { MediaThumb, MediaViewer, viewableLabel } from '@abialbum/web-kit/media';
import type { PendingMediaState } from '../../hooks/use-pending-media';
import * as styles from '../join-requests/approvals.module.css';

const dateText = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** SPEC Pending Media tab: members' uploads to approve or reject, one by one or a selection at once. */
export function PendingMediaView({ state }: { state: PendingMediaState }) {
  const [viewing, setViewing] = useState<number | null>(null);
  const count = state.selected.size;
  return (
    <section className={styles.view} aria-labelledby="pending-media-title">
      <div className={styles.head}>
        <h2 id="pending-media-title" className={styles.title}>
          Pending Media
        </h2>
        {state.media.length > 0 && (
          <div className={styles.buttons}>
            <label className={styles.check}>
              <input type="checkbox" checked={state.allSelected} onChange={state.toggleAll} />
              Select all
            </label>
            <Button size="sm" onClick={() => void state.approveSelected()} disabled={count === 0} loading={state.busy === 'bulk'}>
              {`Approve Selected (${count})`}
            </Button>
          </div>
        )}
      </div>
      {state.state === 'loading' ? (
        <Spinner label="Loading pending media..." showLabel />
      ) : state.state === 'failed' ? (
        <LoadFailed message="Pending media could not be loaded." onRetry={() => void state.reload()} />
      ) : state.media.length === 0 ? (
        <p className={styles.empty}>No media waiting for approval</p>
      ) : (
        <ul className={styles.mediaList} aria-label="Media waiting for approval">
          {state.media.map((media, index) => (
            <PendingCard
              key={media.id}
              media={media}
              selected={state.selected.has(media.id)}
              busy={state.busy !== null}
              onToggle={() => state.toggle(media.id)}
              onOpen={() => setViewing(index)}
              onApprove={() => void state.approve(media)}
              onReject={() => void state.reject(media)}
            />
          ))}
        </ul>
      )}
      {viewing !== null && <MediaViewer title="Pending Media" media={state.media} startIndex={viewing} onClose={() => setViewing(null)} />}
    </section>
  );
}

interface PendingCardProps {
  media: Media;
  selected: boolean;
  busy: boolean;
  onToggle(): void;
  onOpen(): void;
  onApprove(): void;
  onReject(): void;
}

function PendingCard({ media, selected, busy, onToggle, onOpen, onApprove, onReject }: PendingCardProps) {
  const label = viewableLabel(media);
  return (
    <li className={styles.mediaCard} aria-label={label}>
      <button type="button" className={styles.preview} onClick={onOpen} aria-label={`Open ${label}`}>
        <MediaThumb key={media.id} media={media} />
      </button>
      <label className={styles.check}>
        <input type="checkbox" checked={selected} onChange={onToggle} />
        <span className="wk-visually-hidden">{`Select ${label}`}</span>
      </label>
      <div className={styles.body}>
        {media.caption && <p className={styles.name}>{media.caption}</p>}
        <p className={styles.meta}>{`By ${media.uploader.name} · ${dateText(media.createdAt)}`}</p>
      </div>
      <div className={styles.buttons}>
        <Button size="sm" onClick={onApprove} disabled={busy}>
          Approve
        </Button>
        <Button size="sm" variant="danger" onClick={onReject} disabled={busy}>
          Reject
        </Button>
      </div>
    </li>
  );
}
