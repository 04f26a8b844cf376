import { useRef, useState } from 'react';
import { checkUploadFiles, mediaMessages, type Media, type UploadedFile } from '@abialbum/contracts';
import { Button, mediaClient, useToast } from '@abialbum/web-kit';
import { failureText } from './join-actions.state';
import * as styles from './join-actions.module.css';

interface Progress {
  index: number;
  total: number;
  fraction: number;
}

const withNote = (text: string, media: Media[]) => (media.some((m) => m.status === 'pending') ? `${text}. ${mediaMessages.pendingNote}` : text);

/**
 * A member's upload from the profile (SPEC 6 "Approved member"): the default flow's checks, one file at a
 * time with a progress bar, then the files become pending media of the album (`onUploaded`).
 */
export function MemberUpload({ albumId, onUploaded }: { albumId: string; onUploaded?(): void }) {
  const input = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [progress, setProgress] = useState<Progress | null>(null);
  const toast = useToast();

  const send = async (files: File[]) => {
    const problems = checkUploadFiles(files, 'default');
    setErrors(problems);
    if (problems.length > 0 || files.length === 0) return;
    const uploaded: UploadedFile[] = [];
    for (const [index, file] of files.entries()) {
      setProgress({ index, total: files.length, fraction: 0 });
      try {
        const { data } = await mediaClient.upload(file, {
          albumId,
          onProgress: (fraction) => setProgress({ index, total: files.length, fraction }),
        });
        uploaded.push(data);
      } catch {
        toast.error(`Failed to upload ${file.name}`);
      }
    }
    try {
      if (uploaded.length === 0) return;
      const { data } = await mediaClient.createBulk({ albumId, mediaFiles: uploaded.map((file) => ({ url: file.url })) });
      const text = uploaded.length === files.length ? mediaMessages.uploaded(uploaded.length) : `Uploaded ${uploaded.length} of ${files.length} files`;
      if (uploaded.length === files.length) toast.success(withNote(text, data.media ?? []));
      else toast.warning(withNote(text, data.media ?? []));
      onUploaded?.();
    } catch (err) {
      toast.error(failureText(err, 'Failed to upload media'));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  const overall = progress ? Math.round(((progress.index + progress.fraction) / progress.total) * 100) : 0;
  return (
    <div className={styles.upload}>
      <input
        ref={input}
        type="file"
        multiple
        accept="image/*,video/*"
        className="wk-visually-hidden"
        tabIndex={-1}
        aria-label="Choose photos or videos to upload"
        onChange={(event) => void send([...(event.target.files ?? [])])}
      />
      <Button fullWidth onClick={() => input.current?.click()} loading={progress !== null}>
        Upload Media
      </Button>
      {progress && (
        <div className={styles.progress}>
          <span>{`Uploading ${progress.index + 1} of ${progress.total}`}</span>
          <progress max={100} value={overall} aria-label="Upload progress">{`${overall}%`}</progress>
        </div>
      )}
      {errors.length > 0 && (
        <ul className={styles.errors} role="alert">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
