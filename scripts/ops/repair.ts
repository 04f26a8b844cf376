/**
 * `npm run repair -- <svc-albums|svc-media|svc-content>` (README "When something fails"): asks the running service to compare
 * what it keeps from others with their sources and repair it now, and prints its report. The service is at
 * SERVICE_URL, or the local platform's of PROFILE (dev, or test); INTERNAL_TOKEN is the platform's (the local
 * platforms' by default).
 */
const PORTS: Record<string, Record<string, number>> = {
  dev: { 'svc-albums': 4002, 'svc-media': 4003, 'svc-content': 4004 },
  test: { 'svc-albums': 14002, 'svc-media': 14003, 'svc-content': 14004 },
};
const LOCAL_TOKEN = 'abialbum-local-internal-token-of-this-machine';

async function main(): Promise<void> {
  const [service] = process.argv.slice(2);
  const ports = PORTS[process.env.PROFILE ?? 'dev'] ?? PORTS.dev;
  const port = service ? ports?.[service] : undefined;
  if (!service || port === undefined) {
    console.error('usage: npm run repair -- <svc-albums|svc-media|svc-content>');
    process.exit(2);
  }
  const url = process.env.SERVICE_URL ?? `http://127.0.0.1:${port}`;
  const token = process.env.INTERNAL_TOKEN ?? LOCAL_TOKEN;
  const res = await fetch(`${url.replace(/\/$/, '')}/internal/repair`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json().catch(() => null)) as { data?: { report?: unknown }; message?: string } | null;
  if (!res.ok) throw new Error(`${service} answered ${res.status}: ${body?.message ?? 'no message'}`);
  console.log(JSON.stringify(body?.data?.report, null, 2));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
