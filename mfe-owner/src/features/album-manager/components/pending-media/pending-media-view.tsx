import { useState } from 'react';
import type { Media } from '@abialbum/contracts';
import { Button, LoadFailed, Spinner, formatDate, useTranslation } from '@abialbum/web-kit';
import { MediaThumb, MediaViewer, viewableLabel } from '@abialbum/web-kit/media';
import type { PendingMediaState } from '../../hooks/use-pending-media';
import * as styles from '../join-requests/approvals.module.css';

/** SPEC Pending Media tab: members' uploads to approve or reject, one by one or a selection at once. */
export function PendingMediaView({ state }: { state: PendingMediaState }) {
  const { t } = useTranslation('owner');
  const [viewing, setViewing] = useState<number | null>(null);
  const count = state.selected.size;
  return (
    <section className={styles.view} aria-labelledby="pending-media-title">
      <div className={styles.head}>
        <h2 id="pending-media-title" className={styles.title}>
          {t('pending.title')}
        </h2>
        {state.media.length > 0 && (
          <div className={styles.buttons}>
            <label className={styles.check}>
              <input type="checkbox" checked={state.allSelected} onChange={state.toggleAll} />
              {t('pending.selectAll')}
            </label>
            <Button size="sm" onClick={() => void state.approveSelected()} disabled={count === 0} loading={state.busy === 'bulk'}>
              {t('pending.approveSelected', { count })}
            </Button>
          </div>
        )}
      </div>
      {state.state === 'loading' ? (
        <Spinner label={t('pending.loading')} showLabel />
      ) : state.state === 'failed' ? (
        <LoadFailed message={t('pending.loadFailed')} onRetry={() => void state.reload()} />
      ) : state.media.length === 0 ? (
        <p className={styles.empty}>{t('pending.empty')}</p>
      ) : (
        <ul className={styles.mediaList} aria-label={t('pending.list')}>
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
      {viewing !== null && <MediaViewer title={t('pending.title')} media={state.media} startIndex={viewing} onClose={() => setViewing(null)} />}
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
  const { t } = useTranslation('owner');
  const label = viewableLabel(media);
  return (
    <li className={styles.mediaCard} aria-label={label}>
      <button type="button" className={styles.preview} onClick={onOpen} aria-label={t('common.open', { media: label })}>
        <MediaThumb key={media.id} media={media} />
      </button>
      <label className={styles.check}>
        <input type="checkbox" checked={selected} onChange={onToggle} />
        <span className="wk-visually-hidden">{t('pending.select', { media: label })}</span>
      </label>
      <div className={styles.body}>
        {media.caption && <p className={styles.name}>{media.caption}</p>}
        <p className={styles.meta}>{t('pending.by', { name: media.uploader.name, date: formatDate(media.createdAt) })}</p>
      </div>
      <div className={styles.buttons}>
        <Button size="sm" onClick={onApprove} disabled={busy}>
          {t('common.approve')}
        </Button>
        <Button size="sm" variant="danger" onClick={onReject} disabled={busy}>
          {t('common.reject')}
        </Button>
      </div>
    </li>
  );
}
