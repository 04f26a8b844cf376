import { useState } from 'react';
import type { Album } from '@abialbum/contracts';
import { Button, EmptyState, LineIcon, LoadFailed, Spinner, useTranslation } from '@abialbum/web-kit';
import { useMyAlbum } from '../hooks/use-my-album';
import { AlbumFormModal } from './album-form-modal';
import { AlbumWorkspace } from './album-workspace';
import * as styles from './album-manager.module.css';

/** SPEC "Owner album manager" (/abialbum/albums and /abialbum/owner). */
export function AlbumManagerPage() {
  const { t } = useTranslation('owner');
  const { album, status, setAlbum, reload } = useMyAlbum();
  const [creating, setCreating] = useState(false);

  if (status === 'loading') return <Spinner label={t('manager.loading')} showLabel size="lg" className={styles.loader} />;

  if (status === 'failed') {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('manager.title')}</h1>
        <LoadFailed message={t('manager.loadFailed')} onRetry={() => void reload()} size="md" />
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
        <h1 className="wk-visually-hidden">{t('manager.title')}</h1>
        <EmptyState
          className={styles.welcome}
          icon={<LineIcon name="camera" size={40} />}
          title={t('manager.welcomeTitle')}
          description={t('manager.welcomeText')}
          action={
            <Button size="lg" onClick={() => setCreating(true)}>
              {t('manager.create')}
            </Button>
          }
        />
        {creating && <AlbumFormModal album={null} onClose={() => setCreating(false)} onSaved={onCreated} />}
      </div>
    );
  }

  return <AlbumWorkspace album={album} onAlbumChange={setAlbum} />;
}
