import { contentClient, type AdminStats } from '@abialbum/web-kit';

export async function fetchAdminStats(): Promise<AdminStats> {
  const { data } = await contentClient.adminStats();
  return data.stats;
}
