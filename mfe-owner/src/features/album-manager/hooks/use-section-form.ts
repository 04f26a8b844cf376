import { useState, type FormEvent } from 'react';
import { albumMessages, type Section } from '@abialbum/contracts';
import { i18n, ApiError, useToast } from '@abialbum/web-kit';
import { failureText } from '../../../lib/failure';
import { createSection, updateSection } from '../api/album-manager.api';
import { serverFieldErrors, withoutField, type FieldErrors } from '../utils/form-errors';
import { SECTION_FIELDS, checkSection, type SectionField, type SectionValues } from '../utils/section.rules';

interface SectionFormOptions {
  albumId: string;
  /** The section being edited; none when creating. */
  section: Section | null;
  /** The album's section titles, for the duplicate check on create. */
  existingTitles: readonly string[];
  onSaved(section: Section, created: boolean): void;
}

export function useSectionForm({ albumId, section, existingTitles, onSaved }: SectionFormOptions) {
  const [values, setValues] = useState<SectionValues>({
    title: section?.title ?? '',
    description: section?.description ?? '',
    order: section?.order ? String(section.order) : '0',
    isSharedAlbum: section?.isSharedAlbum ?? false,
  });
  const [errors, setErrors] = useState<FieldErrors<SectionField>>({});
  const [busy, setBusy] = useState(false);
  const toast = useToast();

  const setField = (field: SectionField, value: string) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    setErrors((prev) => withoutField(prev, field));
  };
  const setShared = (isSharedAlbum: boolean) => setValues((prev) => ({ ...prev, isSharedAlbum }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const check = checkSection(values, section ? null : existingTitles);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setBusy(true);
    try {
      const result = section
        ? await updateSection(section.id, check.fields)
        : await createSection({ albumId, ...check.fields });
      toast.success(section ? i18n.t('sectionForm.updated', { ns: 'owner' }) : i18n.t('sectionForm.created', { ns: 'owner' }));
      setBusy(false);
      onSaved(result.section, !section);
    } catch (err) {
      setBusy(false);
      const fieldErrors = serverFieldErrors(err, SECTION_FIELDS);
      if (err instanceof ApiError && err.status === 409) {
        setErrors({ title: fieldErrors?.title ?? albumMessages.sectionTitleDuplicate });
      } else if (fieldErrors) {
        setErrors(fieldErrors);
      } else {
        toast.error(failureText(err, i18n.t('sectionForm.saveFailed', { ns: 'owner' })));
      }
    }
  };

  const canSubmit = !busy && values.title.trim() !== '';
  return { values, errors, busy, canSubmit, setField, setShared, submit };
}
