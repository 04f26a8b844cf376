import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Album, Media, Section } from '@abialbum/contracts';
import { useTranslation } from '@abialbum/web-kit';
import { ConfirmDialog } from '@abialbum/web-kit/forms';
import { useAlbumMedia } from '../hooks/use-album-media';
import { useHighlights } from '../hooks/use-highlights';
import { useJoinRequests } from '../hooks/use-join-requests';
import { usePendingMedia } from '../hooks/use-pending-media';
import { useSectionActions } from '../hooks/use-section-actions';
import { useZipDownload } from '../hooks/use-zip-download';
import { useSections } from '../hooks/use-sections';
import { AlbumFormModal } from './album-form-modal';
import { AlbumHeader } from './album-header';
import { ActivityView } from './activity/activity-view';
import { AlbumMediaView } from './album-media-view';
import { HighlightsView } from './highlights/highlights-view';
import { JoinRequestsView } from './join-requests/join-requests-view';
import { ManagerTabs, tabOfLink, type ManagerTab } from './manager-tabs';
import { MediaGrid } from './media/media-grid';
import { PendingMediaView } from './pending-media/pending-media-view';
import { SectionFormModal } from './section-form-modal';
import { SectionView } from './section-view';
import { ShareLinksPanel } from './share-links/share-links-panel';
import { SectionsPanel } from './sections-panel';
import { UploadModal } from './upload/upload-modal';
import { OWNER_UPLOAD_FLOW } from '../utils/upload-flow';
import * as styles from './album-manager.module.css';

type SectionModal = { section: Section | null } | null;

/** The manager of an existing album: header, tabs, the Sections panel and their modals. */
export function AlbumWorkspace({ album, onAlbumChange }: { album: Album; onAlbumChange(album: Album): void }) {
  const { t } = useTranslation('owner');
  const sections = useSections(album.id);
  // A notification's link names the tab where it happened (`?tab=requests`, `?tab=pending`, `?tab=activity`).
  const linkedTab = tabOfLink(useSearchParams()[0].get('tab'));
  const [tab, setTab] = useState<ManagerTab>(linkedTab ?? 'media');
  useEffect(() => {
    if (linkedTab) setTab(linkedTab);
  }, [linkedTab]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [editingAlbum, setEditingAlbum] = useState(false);
  const [sectionModal, setSectionModal] = useState<SectionModal>(null);
  const [confirmDelete, setConfirmDelete] = useState<Section | null>(null);
  const [uploading, setUploading] = useState(false);
  // The album's count comes from svc-albums' read model, which follows media events a moment later.
  const [mediaDelta, setMediaDelta] = useState(0);
  const selected = sections.sections.find((s) => s.id === selectedId) ?? null;
  const media = useAlbumMedia(album.id, selected?.id ?? null);
  const highlights = useHighlights(album.id);
  const joinRequests = useJoinRequests(album.id);

  const mediaChanged = (delta: number) => {
    setMediaDelta((n) => n + delta);
    void media.reload();
    void sections.reload();
  };
  const pending = usePendingMedia(album.id, mediaChanged);
  const zip = useZipDownload(album.id);
  const actions = useSectionActions({
    onUpdated: sections.replace,
    onDeleted: (sectionId) => {
      sections.remove(sectionId);
      setSelectedId(null);
    },
  });

  const showAlbum = () => {
    setTab('media');
    setSelectedId(null);
  };
  const showSection = (section: Section) => {
    setTab('media');
    setSelectedId(section.id);
  };
  const onSectionSaved = (section: Section, created: boolean) => {
    setSectionModal(null);
    if (created) void sections.reload();
    else sections.replace(section);
  };
  const deleteConfirmed = async () => {
    if (confirmDelete) await actions.remove(confirmDelete);
    setConfirmDelete(null);
  };
  const onUploaded = (added: Media[]) => {
    setUploading(false);
    mediaChanged(added.filter((m) => m.status === 'approved').length);
  };
  const onMediaDeleted = (item: Media) => {
    media.remove(item.id);
    mediaChanged(-1);
    void highlights.reload();
  };

  const mediaCount = Math.max(0, album._count.media + mediaDelta);
  const grid = (
    <MediaGrid
      list={media}
      highlights={highlights}
      title={selected ? t('media.sectionMedia', { title: selected.title }) : t('media.albumMedia')}
      emptyText={selected ? t('media.sectionEmpty') : t('media.albumEmpty')}
      onDeleted={onMediaDeleted}
      ownerId={album.owner?.id}
    />
  );
  const mediaPanel = selected ? (
    <SectionView
      section={selected}
      sharing={actions.sharing}
      onBack={showAlbum}
      onCopyLink={() => void actions.copyLink(selected)}
      onToggleShare={() => void actions.toggleShare(selected)}
      onUpload={() => setUploading(true)}
      onEdit={() => setSectionModal({ section: selected })}
      onDelete={() => setConfirmDelete(selected)}
      zip={{ preparing: zip.preparing, onDownload: () => void zip.download(selected.id) }}
    >
      <ShareLinksPanel key={selected.id} albumId={album.id} sectionId={selected.id} />
      {grid}
    </SectionView>
  ) : (
    <AlbumMediaView mediaCount={mediaCount} onUpload={() => setUploading(true)} zip={{ preparing: zip.preparing, onDownload: () => void zip.download(null) }}>
      <ShareLinksPanel albumId={album.id} sectionId={null} />
      {grid}
    </AlbumMediaView>
  );

  return (
    <div className={styles.page}>
      <AlbumHeader album={album} onEdit={() => setEditingAlbum(true)} />
      <div className={styles.layout}>
        <div className={styles.main}>
          <ManagerTabs
            value={tab}
            onChange={setTab}
            mediaCount={mediaCount}
            highlightsCount={highlights.highlights?.length ?? album._count.highlights}
            pendingJoinRequests={joinRequests.counts.PENDING}
            pendingMedia={pending.pendingCount}
            panels={{
              media: mediaPanel,
              highlights: <HighlightsView albumId={album.id} highlights={highlights} />,
              joinRequests: <JoinRequestsView state={joinRequests} />,
              pendingMedia: <PendingMediaView state={pending} />,
              activity: <ActivityView albumId={album.id} />,
            }}
          />
        </div>
        <SectionsPanel
          sections={sections.sections}
          loading={sections.loading}
          mediaCount={mediaCount}
          selectedId={selectedId}
          mediaTabActive={tab === 'media'}
          onSelectAll={showAlbum}
          onSelect={showSection}
          onAdd={() => setSectionModal({ section: null })}
        />
      </div>
      {uploading && (
        <UploadModal
          scope={{ albumId: album.id, sectionId: selected?.id ?? null }}
          targetName={selected ? selected.title : album.title}
          flow={OWNER_UPLOAD_FLOW}
          onClose={() => setUploading(false)}
          onUploaded={onUploaded}
        />
      )}
      {editingAlbum && (
        <AlbumFormModal
          album={album}
          onClose={() => setEditingAlbum(false)}
          onSaved={(saved) => {
            setEditingAlbum(false);
            onAlbumChange(saved);
          }}
        />
      )}
      {sectionModal && (
        <SectionFormModal
          albumId={album.id}
          section={sectionModal.section}
          existingTitles={sections.sections.map((s) => s.title)}
          onClose={() => setSectionModal(null)}
          onSaved={onSectionSaved}
        />
      )}
      <ConfirmDialog
        open={confirmDelete !== null}
        title={t('section.delete')}
        message={confirmDelete ? t('section.deleteMessage', { title: confirmDelete.title }) : ''}
        confirmLabel={t('common.delete')}
        danger
        busy={actions.deleting}
        onConfirm={() => void deleteConfirmed()}
        onCancel={() => setConfirmDelete(null)}
      />
    </div>
  );
}
