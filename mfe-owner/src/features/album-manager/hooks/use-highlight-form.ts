import { useState, type FormEvent } from 'react';
import { checkHighlightFile, isWebUrl, mediaMessages, mediaTypeOfMime, mediaTypeOfUrl, type Highlight } from '@abialbum/contracts';
import { useToast } from '@abialbum/web-kit';
import { failureText } from '../../../lib/failure';
import { createHighlightFromFile, createHighlightFromUrl } from '../api/highlights.api';

export type HighlightMethod = 'file' | 'url';

const UPLOAD_FAILED = 'Failed to upload file';

/** SPEC 5 "Highlight": a file (type and size checked on choosing) or a URL, with an optional caption. */
export function useHighlightForm(albumId: string, onCreated: (highlight: Highlight) => void) {
  const [method, setMethodValue] = useState<HighlightMethod>('file');
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrlValue] = useState('');
  const [caption, setCaption] = useState('');
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
    if (method === 'file') return checkHighlightFile(file);
    const text = url.trim();
    if (!text) return mediaMessages.urlRequired;
    return isWebUrl(text) ? null : mediaMessages.urlInvalid;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = check();
    if (problem) return setError(problem);
    setBusy(true);
    try {
      const text = caption.trim();
      let highlight: Highlight;
      if (method === 'file' && file) {
        setProgress(0);
        highlight = await createHighlightFromFile(albumId, file, text, setProgress);
      } else {
        highlight = await createHighlightFromUrl(albumId, url.trim(), text, mediaTypeOfUrl(url.trim()));
      }
      toast.success('Highlight created successfully!');
      setBusy(false);
      onCreated(highlight);
    } catch (err) {
      if (method === 'file') {
        setError(UPLOAD_FAILED);
        toast.error(failureText(err, UPLOAD_FAILED));
      } else {
        toast.error(failureText(err, 'Failed to create highlight'));
      }
      setProgress(null);
      setBusy(false);
    }
  };

  const fileType = file ? mediaTypeOfMime(file.type) : null;
  return { method, setMethod, file, fileType, chooseFile, url, setUrl, caption, setCaption, error, progress, busy, submit };
}
