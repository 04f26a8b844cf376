import { useState } from 'react';
import type { Album, Section } from '@abialbum/contracts';
import { ConfirmDialog } from '@abialbum/web-kit';
import { useSectionActions } from '../hooks/use-section-actions';
import { useSections } from '../hooks/use-sections';
import { AlbumFormModal } from './album-form-modal';
import { AlbumHeader } from './album-header';
import { AlbumMediaView } from './album-media-view';
import { ManagerTabs, type ManagerTab } from './manager-tabs';
import { SectionFormModal } from './section-form-modal';
import { SectionView } from './section-view';
import { SectionsPanel } from './sections-panel';
import * as styles from './album-manager.module.css';

type SectionModal = { section: Section | null } | null;

/** The manager of an existing album: header, tabs, the Sections panel and their modals. */
export function AlbumWorkspace({ album, onAlbumChange }: { album: Album; onAlbumChange(album: Album): void }) {
  const sections = useSections(album.id);
  const [tab, setTab] = useState<ManagerTab>('media');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [editingAlbum, setEditingAlbum] = useState(false);
  const [sectionModal, setSectionModal] = useState<SectionModal>(null);
  const [confirmDelete, setConfirmDelete] = useState<Section | null>(null);
  const actions = useSectionActions({
    onUpdated: sections.replace,
    onDeleted: (sectionId) => {
      sections.remove(sectionId);
      setSelectedId(null);
    },
  });

  const selected = sections.sections.find((s) => s.id === selectedId) ?? null;
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

  const media = selected ? (
    <SectionView
      section={selected}
      sharing={actions.sharing}
      onBack={showAlbum}
      onCopyLink={() => void actions.copyLink(selected)}
      onToggleShare={() => void actions.toggleShare(selected)}
      onEdit={() => setSectionModal({ section: selected })}
      onDelete={() => setConfirmDelete(selected)}
    />
  ) : (
    <AlbumMediaView mediaCount={album._count.media} />
  );

  return (
    <div className={styles.page}>
      <AlbumHeader album={album} onEdit={() => setEditingAlbum(true)} />
      <div className={styles.layout}>
        <div className={styles.main}>
          <ManagerTabs
            value={tab}
            onChange={setTab}
            mediaCount={album._count.media}
            highlightsCount={album._count.highlights}
            pendingJoinRequests={0}
            pendingMedia={0}
            media={media}
          />
        </div>
        <SectionsPanel
          sections={sections.sections}
          loading={sections.loading}
          mediaCount={album._count.media}
          selectedId={selectedId}
          mediaTabActive={tab === 'media'}
          onSelectAll={showAlbum}
          onSelect={showSection}
          onAdd={() => setSectionModal({ section: null })}
        />
      </div>
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
        title="Delete Section"
        message={confirmDelete ? `Delete "${confirmDelete.title}"? Its media will move back to the main album.` : ''}
        confirmLabel="Delete"
        danger
        busy={actions.deleting}
        onConfirm={() => void deleteConfirmed()}
        onCancel={() => setConfirmDelete(null)}
      />
    </div>
  );
}
