import { COMMENT_SETTINGS, type Album, type CommentSetting } from '@abialbum/contracts';
import { useTranslation } from '@abialbum/web-kit';
import { TextAreaField, TextField } from '@abialbum/web-kit/forms';
import { FormModal } from '../../../components/form-modal';
import { useAlbumForm } from '../hooks/use-album-form';
import { validationText } from '../utils/validation-text';
import { PublicSwitch } from './public-switch';
import * as styles from './album-manager.module.css';

const COMMENT_CHOICES: Record<CommentSetting, string> = {
  everyone: 'albumForm.commentsEveryone',
  members: 'albumForm.commentsMembers',
  off: 'albumForm.commentsOff',
};

interface AlbumFormModalProps {
  /** The album to edit; none to create one. */
  album: Album | null;
  onClose(): void;
  onSaved(album: Album): void;
}

/** SPEC "Owner album manager" album create/edit modal, with the rules of section 5 "Album". */
export function AlbumFormModal({ album, onClose, onSaved }: AlbumFormModalProps) {
  const { t } = useTranslation('owner');
  const form = useAlbumForm(album, onSaved);
  const { values, errors, busy } = form;

  return (
    <FormModal
      title={album ? t('albumForm.editTitle') : t('albumForm.createTitle')}
      submitLabel={album ? t('albumForm.update') : t('albumForm.create')}
      busy={busy}
      canSubmit={form.canSubmit}
      onClose={onClose}
      onSubmit={form.submit}
      formClassName={styles.form}
    >
        <TextField
          label={t('albumForm.titleLabel')}
          name="title"
          required
          maxLength={100}
          value={values.title}
          error={validationText(errors.title)}
          hint={`${values.title.length}/100`}
          onChange={(event) => form.setField('title', event.target.value)}
          data-autofocus
        />
        <TextAreaField
          label={t('albumForm.descriptionLabel')}
          name="description"
          rows={4}
          maxLength={500}
          value={values.description}
          error={validationText(errors.description)}
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
          <span>{t('albumForm.allowDownloads')}</span>
        </label>
        <label className={styles.selectRow}>
          <span>{t('albumForm.comments')}</span>
          <select
            name="comments"
            value={values.comments}
            onChange={(event) => form.setComments(event.target.value as CommentSetting)}
            disabled={busy}
          >
            {COMMENT_SETTINGS.map((setting) => (
              <option key={setting} value={setting}>
                {t(COMMENT_CHOICES[setting])}
              </option>
            ))}
          </select>
        </label>
    </FormModal>
  );
}
