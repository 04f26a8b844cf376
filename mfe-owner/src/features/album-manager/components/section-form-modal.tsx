import type { Section } from '@abialbum/contracts';
import { useTranslation } from '@abialbum/web-kit';
import { TextAreaField, TextField } from '@abialbum/web-kit/forms';
import { FormModal } from '../../../components/form-modal';
import { useSectionForm } from '../hooks/use-section-form';
import { validationText } from '../utils/validation-text';
import * as styles from './album-manager.module.css';

interface SectionFormModalProps {
  albumId: string;
  /** The section to edit; none to create one. */
  section: Section | null;
  existingTitles: readonly string[];
  onClose(): void;
  onSaved(section: Section, created: boolean): void;
}

/** SPEC section create/edit modal, with the rules of section 5 "Section". */
export function SectionFormModal({ albumId, section, existingTitles, onClose, onSaved }: SectionFormModalProps) {
  const { t } = useTranslation('owner');
  const form = useSectionForm({ albumId, section, existingTitles, onSaved });
  const { values, errors, busy } = form;

  return (
    <FormModal
      title={section ? t('sectionForm.editTitle') : t('sectionForm.createTitle')}
      submitLabel={section ? t('sectionForm.update') : t('sectionForm.create')}
      busy={busy}
      canSubmit={form.canSubmit}
      onClose={onClose}
      onSubmit={form.submit}
      formClassName={styles.form}
    >
        <TextField
          label={t('sectionForm.titleLabel')}
          name="title"
          required
          placeholder={t('sectionForm.titlePlaceholder')}
          value={values.title}
          error={validationText(errors.title)}
          onChange={(event) => form.setField('title', event.target.value)}
          data-autofocus
        />
        <TextAreaField
          label={t('sectionForm.descriptionLabel')}
          name="description"
          rows={3}
          value={values.description}
          error={validationText(errors.description)}
          hint={`${values.description.length}/300`}
          onChange={(event) => form.setField('description', event.target.value)}
        />
        <TextField
          label={t('sectionForm.orderLabel')}
          name="order"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={values.order}
          error={validationText(errors.order)}
          hint={t('sectionForm.orderHint')}
          onChange={(event) => form.setField('order', event.target.value)}
        />
        <label className={styles.checkRow}>
          <input type="checkbox" checked={values.isSharedAlbum} onChange={(event) => form.setShared(event.target.checked)} />
          {t('sectionForm.share')}
        </label>
    </FormModal>
  );
}
