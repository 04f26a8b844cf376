import { useEffect, useState } from 'react';
import type { Media } from '@abialbum/contracts';
import { Button, Modal, Spinner } from '@abialbum/web-kit';
import { MediaThumb, viewableLabel } from '@abialbum/web-kit/media';
import { fetchAlbumMedia } from '../../api/media.api';
import * as styles from './highlights.module.css';

interface SelectMediaModalProps {
  albumId: string;
  /** Media already in the highlights: not offered again. */
  highlightedIds: ReadonlySet<string>;
  busy: boolean;
  onClose(): void;
  onSelect(mediaId: string): void;
}

type Choices = { state: 'loading' } | { state: 'ready'; media: Media[] } | { state: 'failed' };

/** SPEC "select media for highlight": pick one approved item of the album. */
export function SelectMediaModal({ albumId, highlightedIds, busy, onClose, onSelect }: SelectMediaModalProps) {
  const [choices, setChoices] = useState<Choices>({ state: 'loading' });
  const [selected, setSelected] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    fetchAlbumMedia({ albumId, sectionId: null }, 1)
      .then(({ media }) => current && setChoices({ state: 'ready', media: media.filter((m) => m.status === 'approved') }))
      .catch(() => current && setChoices({ state: 'failed' }));
    return () => {
      current = false;
    };
  }, [albumId]);

  const available = choices.state === 'ready' ? choices.media.filter((m) => !highlightedIds.has(m.id)) : [];
  return (
    <Modal
      open
      onClose={() => !busy && onClose()}
      title="Add from Album"
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={() => selected && onSelect(selected)} disabled={!selected} loading={busy}>
            Add to Highlights
          </Button>
        </>
      }
    >
      {choices.state === 'loading' ? (
        <Spinner label="Loading media..." showLabel />
      ) : choices.state === 'failed' ? (
        <p role="alert" className={styles.hint}>
          Failed to fetch album media
        </p>
      ) : available.length === 0 ? (
        <p className={styles.hint}>All of the album&apos;s media is already in the highlights, or there is none yet.</p>
      ) : (
        <ul className={styles.grid} aria-label="Album media">
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
    </Modal>
  );
}
