import { useState } from 'react';
import { Button, Spinner, useTranslation } from '@abialbum/web-kit';
import { Modal } from '@abialbum/web-kit/forms';
import { MediaThumb, viewableLabel } from '@abialbum/web-kit/media';
import { useAlbumMedia } from '../../hooks/use-album-media';
import * as styles from './highlights.module.css';

interface SelectMediaModalProps {
  albumId: string;
  /** Media already in the highlights: not offered again. */
  highlightedIds: ReadonlySet<string>;
  busy: boolean;
  onClose(): void;
  onSelect(mediaId: string): void;
}

/** SPEC "select media for highlight": pick one approved item of the album, older ones page by page. */
export function SelectMediaModal({ albumId, highlightedIds, busy, onClose, onSelect }: SelectMediaModalProps) {
  const { t } = useTranslation('owner');
  const choices = useAlbumMedia(albumId, null);
  const [selected, setSelected] = useState<string | null>(null);
  const available = choices.media.filter((m) => !highlightedIds.has(m.id));
  return (
    <Modal
      open
      onClose={() => !busy && onClose()}
      title={t('highlights.addFromAlbum')}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => selected && onSelect(selected)} disabled={!selected} loading={busy}>
            {t('highlights.addSelected')}
          </Button>
        </>
      }
    >
      {choices.loading && choices.media.length === 0 ? (
        <Spinner label={t('media.loading')} showLabel />
      ) : choices.failed && choices.media.length === 0 ? (
        <p role="alert" className={styles.hint}>
          {t('media.fetchFailed')}
        </p>
      ) : available.length === 0 && !choices.hasMore ? (
        <p className={styles.hint}>{t('highlights.noChoices')}</p>
      ) : (
        <>
          {available.length > 0 && (
            <ul className={styles.grid} aria-label={t('media.albumMedia')}>
              {available.map((media) => (
                <li key={media.id} className={styles.tile}>
                  <button
                    type="button"
                    className={`${styles.choice} ${selected === media.id ? styles.chosen : ''}`}
                    aria-pressed={selected === media.id}
                    aria-label={viewableLabel(media)}
                    onClick={() => setSelected(media.id)}
                  >
                    <MediaThumb media={media} />
                  </button>
                </li>
              ))}
            </ul>
          )}
          {choices.hasMore && (
            <Button variant="secondary" className={styles.more} loading={choices.loading} onClick={() => void choices.loadMore()}>
              {t('common.loadMore')}
            </Button>
          )}
        </>
      )}
    </Modal>
  );
}
