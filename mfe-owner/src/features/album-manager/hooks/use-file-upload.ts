import { useState } from 'react';
import { checkUploadFiles, type Media, type UploadedFile, type UploadFlow } from '@abialbum/contracts';
import { useToast } from '@abialbum/web-kit';
import { failureText } from '../../../lib/failure';
import { addUploadedMedia, uploadOne, type MediaScope } from '../api/media.api';
import { uploadedText, withPendingNote } from '../utils/upload-messages';

export type FileStatus = 'waiting' | 'uploading' | 'done' | 'failed';

export interface ChosenFile {
  file: File;
  progress: number;
  status: FileStatus;
}

/**
 * The file tab of the upload modal: SPEC 5's checks on choosing (any error blocks the batch), then each
 * file is sent with its own progress, and the ones that arrived become media of the album or section.
 */
export function useFileUpload(scope: MediaScope, flow: UploadFlow, onDone: (media: Media[]) => void) {
  const [chosen, setChosen] = useState<ChosenFile[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [caption, setCaption] = useState('');
  const [busy, setBusy] = useState(false);
  const toast = useToast();

  const choose = (files: File[]) => {
    setChosen(files.map((file) => ({ file, progress: 0, status: 'waiting' })));
    setErrors(checkUploadFiles(files, flow));
  };

  const patch = (index: number, change: Partial<ChosenFile>) =>
    setChosen((list) => list.map((item, i) => (i === index ? { ...item, ...change } : item)));

  const submit = async () => {
    if (busy) return;
    if (chosen.length === 0) return setErrors(['Please select a file']);
    if (errors.length > 0) return;
    setBusy(true);
    const uploaded: UploadedFile[] = [];
    // One at a time: each file gets the whole connection, so its bar moves steadily and a failure is its own.
    for (const [index, { file }] of chosen.entries()) {
      patch(index, { status: 'uploading', progress: 0 });
      try {
        uploaded.push(await uploadOne(file, scope.albumId, flow, (progress) => patch(index, { progress })));
        patch(index, { status: 'done', progress: 1 });
      } catch {
        patch(index, { status: 'failed' });
        toast.error(`Failed to upload ${file.name}`);
      }
    }
    if (uploaded.length === 0) return setBusy(false);
    try {
      const media = await addUploadedMedia(scope, uploaded, caption.trim());
      const text = withPendingNote(uploadedText(uploaded.length, chosen.length), media);
      if (uploaded.length === chosen.length) toast.success(text);
      else toast.warning(text);
      setBusy(false);
      onDone(media);
    } catch (err) {
      toast.error(failureText(err, 'Failed to upload media'));
      setBusy(false);
    }
  };

  const total = chosen.length === 0 ? 0 : chosen.reduce((sum, item) => sum + (item.status === 'failed' ? 1 : item.progress), 0) / chosen.length;
  return { chosen, errors, caption, setCaption, busy, batchProgress: total, choose, submit };
}
