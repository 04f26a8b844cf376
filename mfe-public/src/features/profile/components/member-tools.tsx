import { useState } from 'react';
import { MemberUpload } from './join-actions-upload';
import { MyUploads } from './my-uploads';

/** What an approved member gets on the profile: the upload, and their own uploads read again after each one. */
export function MemberTools({ albumId }: { albumId: string }) {
  const [version, setVersion] = useState(0);
  return (
    <>
      <MemberUpload albumId={albumId} onUploaded={() => setVersion((n) => n + 1)} />
      <MyUploads albumId={albumId} version={version} />
    </>
  );
}
