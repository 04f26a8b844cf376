import { useState } from 'react';
import { checkUrlList, type Media } from '@abialbum/contracts';
import { i18n, useToast } from '@abialbum/web-kit';
import { failureText } from '../../../lib/failure';
import { addMediaUrls, type MediaScope } from '../api/media.api';
import { addedText, withPendingNote } from '../utils/upload-messages';

/** The URL tab of the upload modal: one URL per line, SPEC 5's checks, then one bulk call. */
export function useUrlUpload(scope: MediaScope, onDone: (media: Media[]) => void) {
  const [text, setTextValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const toast = useToast();

  const setText = (value: string) => {
    setTextValue(value);
    setError(null);
  };

  const submit = async () => {
    if (busy) return;
    const check = checkUrlList(text);
    if ('error' in check) return setError(check.error);
    setBusy(true);
    try {
      const media = await addMediaUrls(scope, check.urls);
      const message = withPendingNote(addedText(media.length, check.urls.length), media);
      if (media.length === check.urls.length) toast.success(message);
      else toast.warning(message);
      setBusy(false);
      onDone(media);
    } catch (err) {
      toast.error(failureText(err, i18n.t('upload.addFailed', { ns: 'owner' })));
      setBusy(false);
    }
  };

  return { text, setText, error, busy, submit };
}
