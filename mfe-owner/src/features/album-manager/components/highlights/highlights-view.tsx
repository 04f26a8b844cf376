import { useState } from 'react';
import type { Highlight } from '@abialbum/contracts';
import { Button, EmptyState, LineIcon, LoadFailed, Spinner, useTranslation } from '@abialbum/web-kit';
import { ConfirmDialog } from '@abialbum/web-kit/forms';
import { MediaThumb, MediaViewer, viewableLabel } from '@abialbum/web-kit/media';
import type { HighlightsState } from '../../hooks/use-highlights';
import { HighlightModal } from './highlight-modal';
import { SelectMediaModal } from './select-media-modal';
import * as styles from './highlights.module.css';

type Dialog = 'create' | 'select' | null;

/** SPEC Highlights tab: 'Add from Album', 'Create Highlight', the highlights, and editing or removing one. */
export function HighlightsView({ albumId, highlights }: { albumId: string; highlights: HighlightsState }) {
  const { t } = useTranslation('owner');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [editing, setEditing] = useState<Highlight | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const [confirm, setConfirm] = useState<Highlight | null>(null);
  const list = highlights.highlights ?? [];

  const select = async (mediaId: string) => {
    if (await highlights.addMedia(mediaId)) setDialog(null);
  };
  const remove = async () => {
    if (confirm) await highlights.remove(confirm);
    setConfirm(null);
  };

  return (
    <section className={styles.view} aria-labelledby="highlights-title">
      <div className={styles.head}>
        <h2 id="highlights-title" className={styles.title}>
          {t('highlights.title')}
        </h2>
        <div className={styles.actions}>
          <Button variant="secondary" size="sm" onClick={() => setDialog('select')}>
            {t('highlights.addFromAlbum')}
          </Button>
          <Button size="sm" onClick={() => setDialog('create')}>
            {t('highlights.create')}
          </Button>
        </div>
      </div>
      {highlights.loading ? (
        <Spinner label={t('highlights.loading')} showLabel />
      ) : highlights.failed ? (
        <LoadFailed message={t('highlights.loadFailed')} onRetry={() => void highlights.reload()} />
      ) : list.length === 0 ? (
        <EmptyState
          icon={<LineIcon name="star" size={40} />}
          title={t('highlights.emptyTitle')}
          description={t('highlights.emptyText')}
          headingLevel={3}
          action={<Button onClick={() => setDialog('create')}>{t('highlights.createFirst')}</Button>}
        />
      ) : (
        <ul className={styles.grid} aria-label={t('highlights.title')}>
          {list.map((highlight, index) => (
            <li key={highlight.id} className={styles.tile}>
              <button type="button" className={styles.choice} aria-label={t('common.open', { media: viewableLabel(highlight) })} onClick={() => setViewing(index)}>
                <MediaThumb key={highlight.id} media={highlight} />
              </button>
              <button
                type="button"
                className={styles.edit}
                aria-label={t('highlights.editMedia', { media: viewableLabel(highlight) })}
                title={t('highlights.edit')}
                onClick={() => setEditing(highlight)}
              >
                <span aria-hidden="true">✎</span>
              </button>
              <button type="button" className={styles.remove} aria-label={t('highlights.remove')} title={t('highlights.remove')} onClick={() => setConfirm(highlight)}>
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {dialog === 'create' && (
        <HighlightModal
          albumId={albumId}
          onClose={() => setDialog(null)}
          onSaved={(highlight) => {
            highlights.added(highlight);
            setDialog(null);
          }}
        />
      )}
      {editing && (
        <HighlightModal
          albumId={albumId}
          highlight={editing}
          onClose={() => setEditing(null)}
          onSaved={(highlight) => {
            highlights.updated(highlight);
            setEditing(null);
          }}
        />
      )}
      {dialog === 'select' && (
        <SelectMediaModal
          albumId={albumId}
          highlightedIds={highlights.highlightedIds}
          busy={highlights.busyId !== null}
          onClose={() => setDialog(null)}
          onSelect={(mediaId) => void select(mediaId)}
        />
      )}
      {viewing !== null && <MediaViewer title={t('highlights.title')} media={list} startIndex={viewing} onClose={() => setViewing(null)} />}
      <ConfirmDialog
        open={confirm !== null}
        title={t('highlights.removeTitle')}
        message={t('highlights.removeMessage')}
        confirmLabel={t('highlights.removeConfirm')}
        danger
        busy={confirm !== null && highlights.busyId === confirm.id}
        onConfirm={() => void remove()}
        onCancel={() => setConfirm(null)}
      />
    </section>
  );
}
