import { useState, type FormEvent } from 'react';
import { ALBUM_DESCRIPTION_MAX, ALBUM_TITLE_MAX, type Album } from '@abialbum/contracts';
import { i18n, useToast } from '@abialbum/web-kit';
import { failureText } from '../../../lib/failure';
import { createAlbum, updateAlbum } from '../api/album-manager.api';
import { ALBUM_FIELDS, checkAlbum, type AlbumField, type AlbumValues } from '../utils/album.rules';
import { serverFieldErrors, withoutField, type FieldErrors } from '../utils/form-errors';

const caps: Record<AlbumField, number> = { title: ALBUM_TITLE_MAX, description: ALBUM_DESCRIPTION_MAX };

/** The album create/edit form: `album` given means edit. */
export function useAlbumForm(album: Album | null, onSaved: (album: Album) => void) {
  const [values, setValues] = useState<AlbumValues>({
    title: album?.title ?? '',
    description: album?.description ?? '',
    isPublic: album?.isPublic ?? true,
    allowDownloads: album?.allowDownloads ?? true,
    comments: album?.comments ?? 'everyone',
  });
  const [errors, setErrors] = useState<FieldErrors<AlbumField>>({});
  const [busy, setBusy] = useState(false);
  const toast = useToast();

  const setField = (field: AlbumField, value: string) => {
    // SPEC: the title input is capped at 100 and the description at 500.
    setValues((prev) => ({ ...prev, [field]: value.slice(0, caps[field]) }));
    setErrors((prev) => withoutField(prev, field));
  };
  const setPublic = (isPublic: boolean) => setValues((prev) => ({ ...prev, isPublic }));
  const setAllowDownloads = (allowDownloads: boolean) => setValues((prev) => ({ ...prev, allowDownloads }));
  const setComments = (comments: AlbumValues['comments']) => setValues((prev) => ({ ...prev, comments }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const check = checkAlbum(values);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setBusy(true);
    try {
      const result = album ? await updateAlbum(album.id, check.body) : await createAlbum(check.body);
      toast.success(album ? i18n.t('albumForm.updated', { ns: 'owner' }) : i18n.t('albumForm.created', { ns: 'owner' }));
      setBusy(false);
      onSaved(result.album);
    } catch (err) {
      const fieldErrors = serverFieldErrors(err, ALBUM_FIELDS);
      if (fieldErrors) setErrors(fieldErrors);
      toast.error(failureText(err, i18n.t('albumForm.saveFailed', { ns: 'owner' })));
      setBusy(false);
    }
  };

  const canSubmit = !busy && values.title.trim() !== '';
  return { values, errors, busy, canSubmit, setField, setPublic, setAllowDownloads, setComments, submit };
}
