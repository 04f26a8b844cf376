import type { Album } from '@abialbum/contracts';
import { Button, Modal, TextAreaField, TextField } from '@abialbum/web-kit';
import { useAlbumForm } from '../hooks/use-album-form';
import { PublicSwitch } from './public-switch';
import * as styles from './album-manager.module.css';

interface AlbumFormModalProps {
  /** The album to edit; none to create one. */
  album: Album | null;
  onClose(): void;
  onSaved(album: Album): void;
}

/** SPEC "Owner album manager" album create/edit modal, with the rules of section 5 "Album". */
export function AlbumFormModal({ album, onClose, onSaved }: AlbumFormModalProps) {
  const form = useAlbumForm(album, onSaved);
  const { values, errors, busy } = form;
  const formId = 'album-form';

  return (
    <Modal
      open
      onClose={() => !busy && onClose()}
      title={album ? 'Edit Album' : 'Create Your Album'}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={busy} disabled={!form.canSubmit}>
            {album ? 'Update Album' : 'Create Album'}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={form.submit} noValidate aria-busy={busy}>
        <TextField
          label="Album Title"
          name="title"
          required
          maxLength={100}
          value={values.title}
          error={errors.title}
          hint={`${values.title.length}/100`}
          onChange={(event) => form.setField('title', event.target.value)}
          data-autofocus
        />
        <TextAreaField
          label="Description"
          name="description"
          rows={4}
          maxLength={500}
          value={values.description}
          error={errors.description}
          hint={`${values.description.length}/500`}
          onChange={(event) => form.setField('description', event.target.value)}
        />
        <PublicSwitch isPublic={values.isPublic} onChange={form.setPublic} disabled={busy} />
      </form>
    </Modal>
  );
}
