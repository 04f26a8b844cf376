import type { Album, Section } from '@abialbum/contracts';
import type { Session } from './accounts.seed';
import { expectOk, type GatewayClient } from './gateway-client';

export interface SeededAlbum {
  session: Session;
  albumId: string;
  /** Section ids by title. */
  sections: Map<string, string>;
}

/** The person's one album (created unless an earlier run did) and its sections, each created once by title. */
export async function seedAlbum(api: GatewayClient, session: Session): Promise<SeededAlbum> {
  const { person, token } = session;
  const plan = person.album;
  const mine = expectOk(await api.get<{ albums: Album[] }>('/abialbum/albums/my', token), `albums/my of ${person.email}`);
  let album = mine.albums[0];
  if (!album) {
    const body = { title: plan.title, description: plan.description, isPublic: plan.isPublic };
    album = expectOk(await api.post<{ album: Album }>('/abialbum/albums', body, token), `album of ${person.email}`).album;
    console.log(`  album "${plan.title}" (${plan.isPublic ? 'public' : 'private'}) for ${person.name}`);
  }
  const listed = expectOk(await api.get<{ sections: Section[] }>(`/abialbum/albums/${album.id}/sections`, token), `sections of "${album.title}"`);
  const sections = new Map(listed.sections.map((s) => [s.title.toLowerCase(), s.id]));
  for (const wanted of plan.sections) {
    if (sections.has(wanted.title.toLowerCase())) continue;
    const answer = await api.post<{ section: Section }>('/abialbum/albums/sections', { albumId: album.id, ...wanted }, token);
    sections.set(wanted.title.toLowerCase(), expectOk(answer, `section "${wanted.title}"`).section.id);
  }
  const byTitle = new Map(plan.sections.map((s) => [s.title, sections.get(s.title.toLowerCase()) as string]));
  return { session, albumId: album.id, sections: byTitle };
}

export async function seedAlbums(api: GatewayClient, sessions: Session[]): Promise<Map<string, SeededAlbum>> {
  const albums = new Map<string, SeededAlbum>();
  for (const session of sessions) albums.set(session.person.key, await seedAlbum(api, session));
  const created = [...albums.values()].reduce((n, a) => n + a.sections.size, 0);
  console.log(`  ${albums.size} albums with ${created} sections in place`);
  return albums;
}
