import type { Section } from '@abialbum/contracts';
import { TextAreaField, TextField } from '@abialbum/web-kit';
import { FormModal } from '../../../components/form-modal';
import { useSectionForm } from '../hooks/use-section-form';
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
  const form = useSectionForm({ albumId, section, existingTitles, onSaved });
  const { values, errors, busy } = form;

  return (
    <FormModal
      title={section ? 'Edit Section' : 'Create Section'}
      submitLabel={section ? 'Update Section' : 'Create Section'}
      busy={busy}
      canSubmit={form.canSubmit}
      onClose={onClose}
      onSubmit={form.submit}
      formClassName={styles.form}
    >
        <TextField
          label="Section Title"
          name="title"
          required
          placeholder="e.g. My Photos, Family, Memories"
          value={values.title}
          error={errors.title}
          onChange={(event) => form.setField('title', event.target.value)}
          data-autofocus
        />
        <TextAreaField
          label="Description"
          name="description"
          rows={3}
          value={values.description}
          error={errors.description}
          hint={`${values.description.length}/300`}
          onChange={(event) => form.setField('description', event.target.value)}
        />
        <TextField
          label="Display Order"
          name="order"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={values.order}
          error={errors.order}
          hint="0 = automatic ordering; lower numbers appear first"
          onChange={(event) => form.setField('order', event.target.value)}
        />
        <label className={styles.checkRow}>
          <input type="checkbox" checked={values.isSharedAlbum} onChange={(event) => form.setShared(event.target.checked)} />
          Share this section by public link
        </label>
    </FormModal>
  );
}
