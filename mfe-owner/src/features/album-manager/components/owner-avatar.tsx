import { useState } from 'react';
import type { AlbumOwner } from '@abialbum/contracts';
import { useTranslation } from '@abialbum/web-kit';
import { Modal } from '@abialbum/web-kit/forms';
import * as styles from './album-manager.module.css';

/** The owner's picture in the manager's header; with one, it opens the profile image view (SPEC 2 "Modals"). */
export function OwnerAvatar({ owner }: { owner: AlbumOwner }) {
  const { t } = useTranslation('owner');
  const [viewing, setViewing] = useState(false);
  const initial = owner.name.trim().charAt(0).toUpperCase() || '?';
  if (!owner.profileImage) {
    return (
      <span className={styles.ownerAvatar} aria-hidden="true">
        {initial}
      </span>
    );
  }
  return (
    <>
      <button type="button" className={styles.ownerAvatarButton} onClick={() => setViewing(true)} aria-label={t('header.viewProfileImage', { name: owner.name })}>
        <img src={owner.profileImage} alt="" className={styles.ownerAvatar} />
      </button>
      <Modal open={viewing} onClose={() => setViewing(false)} title={owner.name} size="md">
        <img src={owner.profileImage} alt={t('header.profileImage', { name: owner.name })} className={styles.profileImageLarge} />
      </Modal>
    </>
  );
}
