import type { Media, UploadedFile } from '@abialbum/contracts';
import type { SeededAlbum } from './albums.seed';
import { eventually, expectOk, isMissingRoute, type GatewayClient } from './gateway-client';
import { picture } from './pictures';

type RequestState = 'PENDING' | 'APPROVED' | 'REJECTED';

interface JoinRequest {
  id: string;
  albumId?: string;
  album?: { id?: string };
  status: RequestState;
}

interface PlannedRequest {
  requester: string;
  album: string;
  state: RequestState;
  message?: string;
  rejectionReason?: string;
  /** An approved member's upload, left for the owner to approve. */
  pendingUpload?: string;
}

/** Join requests in every state, on the demo user's album (its manager shows them) and on Ingrid's. */
const PLAN: PlannedRequest[] = [
  { requester: 'amara.okafor', album: 'demo', state: 'PENDING', message: 'I was in Lisbon in May. May I add my tram pictures?' },
  { requester: 'lucia.fernandez', album: 'demo', state: 'PENDING', message: 'Hola! We met at the Miradouro da Graça.' },
  { requester: 'oliver.bennett', album: 'demo', state: 'REJECTED', rejectionReason: 'Sorry Oliver, this one is only for people who came on the trip.' },
  { requester: 'sofia.rossi', album: 'demo', state: 'APPROVED', message: 'Our weekend together in Lisbon!', pendingUpload: 'Castelo de São Jorge, by Sofia' },
  { requester: 'kenji.watanabe', album: 'demo', state: 'APPROVED' },
  { requester: 'demo', album: 'ingrid.solberg', state: 'PENDING', message: 'Could I add my pictures from Tromsø last winter?' },
  { requester: 'liam.oconnor', album: 'ingrid.solberg', state: 'REJECTED', rejectionReason: 'Only pictures taken in Norway, please.' },
  { requester: 'diego.alvarez', album: 'ingrid.solberg', state: 'APPROVED', message: 'Aurora trip, February!' },
];

const requestsOf = async (api: GatewayClient, token: string) =>
  api.get<{ requests: JoinRequest[] }>('/abialbum/users/me/join-requests', token);

async function bringTo(api: GatewayClient, want: PlannedRequest, from: SeededAlbum, to: SeededAlbum): Promise<void> {
  const mine = async () =>
    expectOk(await requestsOf(api, from.session.token), 'my join requests').requests.find((r) => (r.albumId ?? r.album?.id) === to.albumId);
  let request = await mine();
  if (!request) {
    const body = want.message ? { message: want.message } : {};
    expectOk(await api.post(`/abialbum/albums/${to.albumId}/join-request`, body, from.session.token), `join request of ${want.requester}`);
    request = await mine();
  }
  if (!request) throw new Error(`the join request of ${want.requester} to ${want.album} is not listed`);
  if (request.status !== 'PENDING' || want.state === 'PENDING') return;
  const base = `/abialbum/albums/${to.albumId}/join-requests/${request.id}`;
  const answer =
    want.state === 'APPROVED'
      ? await api.patch(`${base}/approve`, {}, to.session.token)
      : await api.patch(`${base}/reject`, { rejectionReason: want.rejectionReason }, to.session.token);
  expectOk(answer, `${want.state.toLowerCase()} of ${want.requester}'s request`);
}

/** A member's picture, awaiting the owner's approval (svc-media hears of the membership by event: retried). */
async function memberUpload(api: GatewayClient, caption: string, member: SeededAlbum, album: SeededAlbum): Promise<void> {
  const { token, person } = member.session;
  const mine = expectOk(await api.get<{ media: Media[] }>(`/abialbum/users/me/uploaded-media?albumId=${album.albumId}`, token), 'my uploads');
  if (mine.media.some((m) => m.caption === caption)) return;
  const bytes = await picture({ title: caption, subtitle: `${album.session.person.album.title} · member upload`, palette: person.palette, seed: caption });
  const file = [{ name: 'member-upload.jpg', type: 'image/jpeg', bytes }];
  const uploaded = await eventually(() => api.upload<UploadedFile>(`/upload?albumId=${album.albumId}`, 'file', file, token), ['UPLOAD_NOT_ALLOWED', 'ALBUM_NOT_FOUND']);
  const { url } = expectOk(uploaded, `upload of ${person.name}`);
  const added = await api.post<{ media: Media }>('/abialbum/albums/media', { albumId: album.albumId, url, caption }, token);
  console.log(`  ${person.name}'s upload "${caption}" is ${expectOk(added, 'member media').media.status}`);
}

/** `withUploads`: svc-media's routes exist (the member's pending upload needs them). */
export async function seedMemberships(api: GatewayClient, albums: Map<string, SeededAlbum>, withUploads: boolean): Promise<boolean> {
  const probe = albums.get('demo') as SeededAlbum;
  if (isMissingRoute(await requestsOf(api, probe.session.token))) {
    console.log('  skipped: svc-albums has no join-request routes yet (issue 5)');
    return false;
  }
  for (const want of PLAN) {
    const from = albums.get(want.requester);
    const to = albums.get(want.album);
    if (!from || !to) continue;
    await bringTo(api, want, from, to);
    if (want.pendingUpload && withUploads) await memberUpload(api, want.pendingUpload, from, to);
  }
  console.log(`  ${PLAN.length} join requests: ${['PENDING', 'APPROVED', 'REJECTED'].map((s) => `${PLAN.filter((p) => p.state === s).length} ${s}`).join(', ')}`);
  return true;
}
