import type { JoinRequest, JoinRequestList, UploadPermission } from '@abialbum/contracts';
import type { httpClient } from './http';

/** The join-request calls as the front ends make them. */
export function joining(http: ReturnType<typeof httpClient>) {
  return {
    ask: (albumId: string, token?: string, body?: unknown) => http.post<{ request: JoinRequest }>(`/albums/${albumId}/join-request`, body, token),
    list: (albumId: string, token?: string, status?: string) =>
      http.get<JoinRequestList>(`/albums/${albumId}/join-requests${status ? `?status=${status}` : ''}`, token),
    approve: (albumId: string, requestId: string, token?: string) =>
      http.call<{ request: JoinRequest }>('PATCH', `/albums/${albumId}/join-requests/${requestId}/approve`, { token }),
    reject: (albumId: string, requestId: string, token?: string, body?: unknown) =>
      http.call<{ request: JoinRequest }>('PATCH', `/albums/${albumId}/join-requests/${requestId}/reject`, { token, body }),
    cancel: (albumId: string, requestId: string, token?: string) => http.del(`/albums/${albumId}/join-requests/${requestId}`, token),
    permission: (albumId: string, token?: string) => http.get<UploadPermission>(`/albums/${albumId}/check-upload-permission`, token),
  };
}
