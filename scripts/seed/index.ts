/**
 * Demo data for `npm start`, written once per data dir (scripts/start.sh keeps the marker).
 * Every step goes through the gateway and must be safe to run again. Later issues add their steps here.
 */
import { gatewayClient } from './gateway-client';
import { seedDemoUser } from './demo-user.seed';

async function main(): Promise<void> {
  const api = gatewayClient(process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080');
  await seedDemoUser(api);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
