import { useState } from 'react';
import type { Album } from '@abialbum/contracts';
import { Button, EmptyState, LoadFailed, Spinner } from '@abialbum/web-kit';
import { useMyAlbum } from '../hooks/use-my-album';
import { AlbumFormModal } from './album-form-modal';
import { AlbumWorkspace } from './album-workspace';
import * as styles from './album-manager.module.css';

/** SPEC "Owner album manager" (/abialbum/albums and /abialbum/owner). */
export function AlbumManagerPage() {
  const { album, status, setAlbum, reload } = useMyAlbum();
  const [creating, setCreating] = useState(false);

  if (status === 'loading') return <Spinner label="Loading your album..." showLabel size="lg" className={styles.loader} />;

  if (status === 'failed') {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>My Albums</h1>
        <LoadFailed message="Your album could not be loaded." onRetry={() => void reload()} size="md" />
      </div>
    );
  }

  if (!album) {
    const onCreated = (created: Album) => {
      setCreating(false);
      setAlbum(created);
    };
    return (
      <div className={styles.page}>
        <h1 className="wk-visually-hidden">My Albums</h1>
        <EmptyState
          className={styles.welcome}
          icon="📸"
          title="Welcome to Album Manager"
          description="Create your personal album to keep your memories: organise photos and videos into sections and share them by link."
          action={
            <Button size="lg" onClick={() => setCreating(true)}>
              Create Your Album
            </Button>
          }
        />
        {creating && <AlbumFormModal album={null} onClose={() => setCreating(false)} onSaved={onCreated} />}
      </div>
    );
  }

  return <AlbumWorkspace album={album} onAlbumChange={setAlbum} />;
}
