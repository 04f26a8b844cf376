import type { JoinedAlbums, JoinRequest, JoinRequestList, JoinRequestStatus, MyJoinRequest, UploadPermission } from '@abialbum/contracts';
import { api } from '@abialbum/web-kit';

const id = (value: string) => encodeURIComponent(value);
const album = (albumId: string, suffix: string) => `abialbum/albums/${id(albumId)}${suffix}`;

/** svc-albums' membership: join requests, the owner's decisions, and who may upload where. */
export const joinClient = {
  send: (albumId: string, message?: string) =>
    api.post<{ request: JoinRequest }>(album(albumId, '/join-request'), message ? { message } : {}),
  list: (albumId: string, status: JoinRequestStatus = 'PENDING') =>
    api.get<JoinRequestList>(album(albumId, '/join-requests'), { query: { status } }),
  approve: (albumId: string, requestId: string) =>
    api.patch<{ request: JoinRequest }>(album(albumId, `/join-requests/${id(requestId)}/approve`)),
  reject: (albumId: string, requestId: string, rejectionReason?: string) =>
    api.patch<{ request: JoinRequest }>(
      album(albumId, `/join-requests/${id(requestId)}/reject`),
      rejectionReason ? { rejectionReason } : {},
    ),
  /** The requester takes back their own request. */
  cancel: (albumId: string, requestId: string) => api.delete<null>(album(albumId, `/join-requests/${id(requestId)}`)),
  mine: () => api.get<{ requests: MyJoinRequest[] }>('abialbum/users/me/join-requests'),
  uploadPermission: (albumId: string) => api.get<UploadPermission>(album(albumId, '/check-upload-permission')),
  joinedAlbums: () => api.get<JoinedAlbums>('abialbum/users/joined-albums'),
};
