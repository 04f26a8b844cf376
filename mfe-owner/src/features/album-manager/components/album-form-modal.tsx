import { COMMENT_SETTINGS, type Album, type CommentSetting } from '@abialbum/contracts';
import { TextAreaField, TextField } from '@abialbum/web-kit';
import { FormModal } from '../../../components/form-modal';
import { useAlbumForm } from '../hooks/use-album-form';
import { PublicSwitch } from './public-switch';
import * as styles from './album-manager.module.css';

const COMMENT_CHOICES: Record<CommentSetting, string> = {
  everyone: 'Everyone who can see the album',
  members: 'Members only',
  off: 'Nobody (comments off)',
};

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

  return (
    <FormModal
      title={album ? 'Edit Album' : 'Create Your Album'}
      submitLabel={album ? 'Update Album' : 'Create Album'}
      busy={busy}
      canSubmit={form.canSubmit}
      onClose={onClose}
      onSubmit={form.submit}
      formClassName={styles.form}
    >
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
        <label className={styles.checkRow}>
          <input
            type="checkbox"
            name="allowDownloads"
            checked={values.allowDownloads}
            onChange={(event) => form.setAllowDownloads(event.target.checked)}
            disabled={busy}
          />
          <span>Visitors may download this album and its photos and videos</span>
        </label>
        <label className={styles.selectRow}>
          <span>Who may comment and react</span>
          <select
            name="comments"
            value={values.comments}
            onChange={(event) => form.setComments(event.target.value as CommentSetting)}
            disabled={busy}
          >
            {COMMENT_SETTINGS.map((setting) => (
              <option key={setting} value={setting}>
                {COMMENT_CHOICES[setting]}
              </option>
            ))}
          </select>
        </label>
    </FormModal>
  );
}
