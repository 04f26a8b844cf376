import { useState, type FormEvent } from 'react';
import {
  checkHighlightFile,
  isWebUrl,
  mediaMessages,
  mediaTypeOfMime,
  mediaTypeOfUrl,
  type Highlight,
} from '@abialbum/contracts';
import { i18n, useToast } from '@abialbum/web-kit';
import { failureText } from '../../../lib/failure';
import { createHighlightFromFile, createHighlightFromUrl, updateHighlight, updateHighlightFile } from '../api/highlights.api';

export type HighlightMethod = 'file' | 'url';

const UPLOAD_FAILED = 'Failed to upload file';

/**
 * SPEC 5 "Highlight": a file (type and size checked on choosing) or a URL, with an optional caption.
 * Given a highlight (edit mode), the caption starts as it is and the media stays unless a new file or
 * another URL is given; a highlight shown from a web address starts on the URL method with it.
 */
export function useHighlightForm(albumId: string, onSaved: (highlight: Highlight) => void, editing?: Highlight) {
  const webUrl = editing && isWebUrl(editing.url) ? editing.url : '';
  const [method, setMethodValue] = useState<HighlightMethod>(webUrl ? 'url' : 'file');
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrlValue] = useState(webUrl);
  const [caption, setCaption] = useState(editing?.caption ?? '');
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const toast = useToast();

  const setMethod = (next: HighlightMethod) => {
    setMethodValue(next);
    setError(null);
  };
  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    setError(chosen ? checkHighlightFile(chosen) : null);
  };
  const setUrl = (value: string) => {
    setUrlValue(value);
    setError(null);
  };

  const check = (): string | null => {
    if (method === 'file') return editing && !file ? null : checkHighlightFile(file);
    const text = url.trim();
    if (!text) return mediaMessages.urlRequired;
    return isWebUrl(text) ? null : mediaMessages.urlInvalid;
  };

  const save = (text: string): Promise<Highlight> => {
    const target = url.trim();
    if (method === 'file' && file) {
      setProgress(0);
      return editing ? updateHighlightFile(editing.id, file, text, setProgress) : createHighlightFromFile(albumId, file, text, setProgress);
    }
    if (!editing) return createHighlightFromUrl(albumId, target, text, mediaTypeOfUrl(target));
    const replaced = method === 'url' && target !== editing.url;
    return updateHighlight(editing.id, replaced ? { url: target, caption: text, type: mediaTypeOfUrl(target) } : { caption: text });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = check();
    if (problem) return setError(problem);
    setBusy(true);
    try {
      const highlight = await save(caption.trim());
      toast.success(editing ? i18n.t('highlightForm.updated', { ns: 'owner' }) : i18n.t('highlightForm.created', { ns: 'owner' }));
      setBusy(false);
      onSaved(highlight);
    } catch (err) {
      const failed = editing ? i18n.t('highlightForm.updateFailed', { ns: 'owner' }) : i18n.t('highlightForm.createFailed', { ns: 'owner' });
      if (method === 'file' && file) {
        setError(UPLOAD_FAILED);
        toast.error(failureText(err, editing ? failed : i18n.t('validation.uploadFailed', { ns: 'owner' })));
      } else {
        toast.error(failureText(err, failed));
      }
      setProgress(null);
      setBusy(false);
    }
  };

  const fileType = file ? mediaTypeOfMime(file.type) : null;
  return { method, setMethod, file, fileType, chooseFile, url, setUrl, caption, setCaption, error, progress, busy, submit };
}
