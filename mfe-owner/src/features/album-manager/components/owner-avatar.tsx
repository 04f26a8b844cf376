import { useState } from 'react';
import type { AlbumOwner } from '@abialbum/contracts';
import { Modal } from '@abialbum/web-kit';
import * as styles from './album-manager.module.css';

/** The owner's picture in the manager's header; with one, it opens the profile image view (SPEC 2 "Modals"). */
export function OwnerAvatar({ owner }: { owner: AlbumOwner }) {
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
      <button type="button" className={styles.ownerAvatarButton} onClick={() => setViewing(true)} aria-label={`View ${owner.name}'s profile image`}>
        <img src={owner.profileImage} alt="" className={styles.ownerAvatar} />
      </button>
      <Modal open={viewing} onClose={() => setViewing(false)} title={owner.name} size="md">
        <img src={owner.profileImage} alt={`${owner.name}'s profile image`} className={styles.profileImageLarge} />
      </Modal>
    </>
  );
}
