import { z } from 'zod';
import type { OwnerAlbum, OwnerUser, StatsSource } from '../domain/stats-rebuild';

const userItem: z.ZodType<OwnerUser> = z.object({
  id: z.string(),
  name: z.string(),
  profileImage: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  isBlocked: z.boolean(),
});
/** SPEC 3 "Album" (admin view): the owner's id as `owner.id` (or `ownerId`). */
const albumItem: z.ZodType<OwnerAlbum> = z
  .object({
    id: z.string(),
    isPublic: z.boolean(),
    isBlocked: z.boolean(),
    ownerId: z.string().optional(),
    owner: z.object({ id: z.string() }).optional(),
  })
  .transform(({ id, isPublic, isBlocked, ownerId, owner }) => ({ id, isPublic, isBlocked, ownerId: ownerId ?? owner?.id ?? '' }))
  .refine((album) => album.ownerId !== '', 'album without an owner id');

const PAGE = 100;

/** The owners' data through their admin APIs on the gateway (SPEC 7 "Admin API"), signed in as the admin. */
export async function adminApiSource(gatewayUrl: string, email: string, password: string): Promise<StatsSource> {
  const api = `${gatewayUrl.replace(/\/$/, '')}/api/v1/abialbum`;
  const call = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${api}${path}`, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
    const body = (await res.json().catch(() => null)) as { success?: boolean; data?: Record<string, unknown>; message?: string } | null;
    if (!res.ok || !body?.success || !body.data) throw new Error(`${path}: ${res.status} ${body?.message ?? ''}`);
    return body.data;
  };
  const login = await call('/admin/login', { method: 'POST', body: JSON.stringify({ email, password }) });
  const headers = { authorization: `Bearer ${String(login.accessToken)}` };
  async function* pages<T>(path: string, key: string, item: z.ZodType<T>): AsyncIterable<T> {
    for (let page = 1; ; page += 1) {
      const data = await call(`${path}?page=${page}&limit=${PAGE}`, { headers });
      for (const raw of z.array(z.unknown()).parse(data[key])) yield item.parse(raw);
      if (!(data.pagination as { hasNextPage?: boolean } | undefined)?.hasNextPage) return;
    }
  }
  return { users: () => pages('/admin/users', 'users', userItem), albums: () => pages('/admin/albums', 'albums', albumItem) };
}
