/**
 * How the fault suite (and the rolling drill, bench/src/rolling.ts) counts an album's approved media against its
 * source: svc-media's approved items (all, and per section) against svc-albums' profile and section counts and
 * svc-content's statistics. They must agree exactly once the events have gone through.
 */
/** What the counting needs of a client of the gateway (scripts/seed/gateway-client.ts's `get`). */
export interface Reader {
  get<T>(path: string, token?: string): Promise<{ status: number; body: { data: T | null } }>;
}

export interface CountedAlbum {
  admin: string;
  owner: string;
  albumId: string;
  sectionIds: string[];
}

export interface Counts {
  source: number;
  sourceSections: number[];
  profile: number;
  profileSections: number[];
  stats: number;
}

/** The counts now, or null while a service cannot answer (restarting). */
export async function counts(api: Reader, world: CountedAlbum): Promise<Counts | null> {
  try {
    const manage = await api.get<{ counts: { APPROVED: number } }>(`/abialbum/albums/${world.albumId}/media/manage?status=approved&limit=1`, world.owner);
    const perSection = await Promise.all(
      world.sectionIds.map((id) => api.get<{ pagination: { totalItems: number } }>(`/abialbum/albums/${world.albumId}/media?sectionId=${id}&limit=1`)),
    );
    const profile = await api.get<{ album: { _count: { media: number } } }>(`/abialbum/userprofile/album/${world.albumId}`);
    const sections = await api.get<{ sections: Array<{ id: string; mediaCount: number }> }>(`/abialbum/albums/${world.albumId}/sections`, world.owner);
    const stats = await api.get<{ stats: { totalMedia: number } }>('/abialbum/admin/stats', world.admin);
    const answers = [manage, ...perSection, profile, sections, stats];
    if (answers.some((answer) => answer.status !== 200 || !answer.body.data)) return null;
    const byId = new Map(sections.body.data?.sections.map((section) => [section.id, section.mediaCount]));
    return {
      source: manage.body.data?.counts.APPROVED ?? -1,
      sourceSections: perSection.map((answer) => answer.body.data?.pagination.totalItems ?? -1),
      profile: profile.body.data?.album._count.media ?? -1,
      profileSections: world.sectionIds.map((id) => byId.get(id) ?? -1),
      stats: stats.body.data?.stats.totalMedia ?? -1,
    };
  } catch {
    return null; // a service is restarting
  }
}

/** The read models agree with the source. (svc-content's statistics count the whole platform: one album on it.) */
export const agree = (c: Counts) =>
  c.profile === c.source && c.stats === c.source && c.profileSections.every((n, i) => n === c.sourceSections[i]);
