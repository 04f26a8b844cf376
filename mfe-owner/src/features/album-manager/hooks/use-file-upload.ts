import { useRef, useState } from 'react';
import { checkUploadFiles, type Media, type UploadedFile, type UploadFlow } from '@abialbum/contracts';
import { i18n, useToast } from '@abialbum/web-kit';
import { isResumable, type ResumableState, type ResumableUpload } from '@abialbum/web-kit/upload';
import { failureText } from '../../../lib/failure';
import { addUploadedMedia, uploadLarge, uploadOne, type MediaScope } from '../api/media.api';
import { uploadedText, withPendingNote } from '../utils/upload-messages';

export type FileStatus = 'waiting' | 'uploading' | 'paused' | 'offline' | 'done' | 'failed';

export interface ChosenFile {
  file: File;
  progress: number;
  status: FileStatus;
  /** Sent by the resumable protocol (a large file): it can be paused and resumed. */
  resumable: boolean;
}

const STATUS_OF: Record<ResumableState, FileStatus> = { uploading: 'uploading', paused: 'paused', offline: 'offline', done: 'done', failed: 'failed' };

/**
 * The file tab of the upload modal: SPEC 5's checks on choosing (any error blocks the batch), then each
 * file is sent with its own progress, and the ones that arrived become media of the album or section. A large
 * file goes by the resumable protocol (pause, resume, on again after a dropped connection) and comes back as its
 * media item; the others by the plain upload, then `albums/media/bulk`.
 */
export function useFileUpload(scope: MediaScope, flow: UploadFlow, onDone: (media: Media[]) => void) {
  const [chosen, setChosen] = useState<ChosenFile[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [caption, setCaption] = useState('');
  const [busy, setBusy] = useState(false);
  const running = useRef(new Map<number, ResumableUpload>());
  const toast = useToast();

  const choose = (files: File[]) => {
    setChosen(files.map((file) => ({ file, progress: 0, status: 'waiting', resumable: isResumable(file) })));
    setErrors(checkUploadFiles(files, flow));
  };

  const patch = (index: number, change: Partial<ChosenFile>) =>
    setChosen((list) => list.map((item, i) => (i === index ? { ...item, ...change } : item)));

  /** One large file, to the end (or its refusal), with its state shown on its row. */
  const sendResumable = async (index: number, file: File, text: string): Promise<Media> => {
    const upload = uploadLarge(file, scope, {
      flow,
      caption: text,
      onProgress: (progress) => patch(index, { progress }),
      onStateChange: (state) => patch(index, { status: STATUS_OF[state] }),
    });
    running.current.set(index, upload);
    try {
      return (await upload.result).media;
    } finally {
      running.current.delete(index);
    }
  };

  const submit = async () => {
    if (busy) return;
    if (chosen.length === 0) return setErrors(['Please select a file']);
    if (errors.length > 0) return;
    setBusy(true);
    const text = caption.trim();
    const uploaded: UploadedFile[] = [];
    const added: Media[] = [];
    // One at a time: each file gets the whole connection, so its bar moves steadily and a failure is its own.
    for (const [index, { file, resumable }] of chosen.entries()) {
      patch(index, { status: 'uploading', progress: 0 });
      try {
        if (resumable) added.push(await sendResumable(index, file, text));
        else uploaded.push(await uploadOne(file, scope.albumId, flow, (progress) => patch(index, { progress })));
        patch(index, { status: 'done', progress: 1 });
      } catch (err) {
        patch(index, { status: 'failed' });
        const failed = i18n.t('upload.fileFailed', { ns: 'owner', name: file.name });
        toast.error(resumable ? failureText(err, failed) : failed);
      }
    }
    const sent = uploaded.length + added.length;
    if (sent === 0) return setBusy(false);
    try {
      const media = [...added, ...(uploaded.length > 0 ? await addUploadedMedia(scope, uploaded, text) : [])];
      const message = withPendingNote(uploadedText(sent, chosen.length), media);
      if (sent === chosen.length) toast.success(message);
      else toast.warning(message);
      setBusy(false);
      onDone(media);
    } catch (err) {
      toast.error(failureText(err, i18n.t('upload.failed', { ns: 'owner' })));
      setBusy(false);
    }
  };

  const pause = (index: number) => running.current.get(index)?.pause();
  const resume = (index: number) => running.current.get(index)?.resume();

  const total = chosen.length === 0 ? 0 : chosen.reduce((sum, item) => sum + (item.status === 'failed' ? 1 : item.progress), 0) / chosen.length;
  return { chosen, errors, caption, setCaption, busy, batchProgress: total, choose, submit, pause, resume };
}
