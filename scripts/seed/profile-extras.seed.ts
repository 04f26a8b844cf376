import type { Highlight, Media, User } from '@abialbum/contracts';
import type { Session } from './accounts.seed';
import type { SeededAlbum } from './albums.seed';
import { expectOk, isMissingRoute, type GatewayClient } from './gateway-client';
import { avatar } from './pictures';

const HIGHLIGHTS_PER_ALBUM = 3;

/** A profile picture for everyone who has none yet (uploaded and set like the profile screen does). */
export async function seedAvatars(api: GatewayClient, sessions: Session[]): Promise<void> {
  let added = 0;
  for (const { person, token } of sessions) {
    const { user } = expectOk(await api.get<{ user: User }>('/abialbum/users/profile', token), `profile of ${person.email}`);
    if (user.profileImage) continue;
    const bytes = await avatar(person.name, person.palette);
    const uploaded = await api.upload<{ url: string }>('/upload/profile-image', 'file', [{ name: `${person.key}.png`, type: 'image/png', bytes }], token);
    if (isMissingRoute(uploaded)) {
      console.log('  skipped: no profile image upload route');
      return;
    }
    const { url } = expectOk(uploaded, `profile image of ${person.email}`);
    expectOk(await api.put('/abialbum/users/profile', { profileImage: url }, token), `profile of ${person.email}`);
    added += 1;
  }
  console.log(`  ${added} profile pictures set`);
}

/** The first approved pictures of the most visited albums become highlights (once each). */
export async function seedHighlights(api: GatewayClient, albums: SeededAlbum[], media: Map<string, Media[]>): Promise<void> {
  for (const album of albums) {
    const { token, person } = album.session;
    const listed = await api.get<{ highlights: Highlight[] }>(`/abialbum/albums/${album.albumId}/highlights`, token);
    if (isMissingRoute(listed)) {
      console.log('  skipped: svc-media has no highlight routes yet');
      return;
    }
    const done = new Set(expectOk(listed, `highlights of "${person.album.title}"`).highlights.map((h) => h.mediaId));
    // By caption, not by list order: the same pictures on every run.
    const candidates = (media.get(person.key) ?? [])
      .filter((m) => m.type === 'IMAGE' && m.status === 'approved' && !done.has(m.id))
      .sort((a, b) => a.caption.localeCompare(b.caption));
    const wanted = candidates.slice(0, Math.max(0, HIGHLIGHTS_PER_ALBUM - done.size));
    for (const item of wanted) {
      const answer = await api.post('/abialbum/albums/highlights/add-existing', { albumId: album.albumId, mediaId: item.id }, token);
      if (answer.body.code !== 'ALREADY_HIGHLIGHTED') expectOk(answer, `highlight "${item.caption}"`);
    }
    console.log(`  "${person.album.title}": ${done.size + wanted.length} highlights (${wanted.length} added)`);
  }
}
