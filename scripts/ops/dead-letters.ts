/**
 * `npm run dead-letters -- <service> [list|replay]` (README "When something fails"): shows what a service's
 * dead-letter queue holds, or sends it all back to the service's queue. The broker is AMQP_URL, or the local
 * engines' of PROFILE (dev, or test).
 */
import { inspectDeadLetters, replayDeadLetters } from '@abialbum/service-kit';

const QUEUES = ['svc-identity', 'svc-albums', 'svc-media', 'svc-content'];
const PORTS: Record<string, number> = { dev: 5679, test: 5689 };

async function main(): Promise<void> {
  const [service, action = 'list'] = process.argv.slice(2);
  if (!service || !QUEUES.includes(service) || !['list', 'replay'].includes(action)) {
    console.error(`usage: npm run dead-letters -- <${QUEUES.join('|')}> [list|replay]`);
    process.exit(2);
  }
  const url = process.env.AMQP_URL ?? `amqp://guest:guest@127.0.0.1:${PORTS[process.env.PROFILE ?? 'dev'] ?? 5679}`;
  if (action === 'replay') {
    console.log(`${service}: ${await replayDeadLetters(url, service)} dead-lettered message(s) sent back to ${service}`);
    return;
  }
  const { count, sample } = await inspectDeadLetters(url, service);
  console.log(`${service}.dead holds ${count} message(s)`);
  for (const letter of sample) console.log(`  ${letter.type ?? '?'} ${letter.id ?? '?'} (attempts ${letter.attempts}${letter.reason ? `, ${letter.reason}` : ''})`);
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(/NOT_FOUND/.test(message) ? `${message}\n(the service has not started on this broker yet: it declares its queues)` : message);
  process.exit(1);
});
