import { randomUUID } from 'node:crypto';
import amqp from 'amqplib';
import { EXCHANGE, type EventEnvelope } from '@abialbum/contracts';
import { eventually, testAmqpUrl } from '@abialbum/service-kit/testing';

/** Listens on the real exchange, on a queue of its own, as another service would. */
export async function captureEvents(bindings: string[]) {
  const connection = await amqp.connect(testAmqpUrl());
  const channel = await connection.createChannel();
  await channel.assertExchange(EXCHANGE, 'topic', { durable: true });
  const { queue } = await channel.assertQueue(`svc-albums.events-test-${randomUUID().slice(0, 8)}`, { exclusive: true, autoDelete: true });
  for (const key of bindings) await channel.bindQueue(queue, EXCHANGE, key);
  const events: EventEnvelope<Record<string, unknown>>[] = [];
  await channel.consume(queue, (message) => {
    if (message) events.push(JSON.parse(message.content.toString()));
  }, { noAck: true });
  return {
    events,
    /**
     * The events about one album or section id, in the order first published, each once: delivery is at least once
     * (a follow's event not settled yet goes out again with its unfollow's), and consumers know an event by its id.
     */
    about: (id: string) => {
      const seen = new Set<string>();
      return events.filter((event) => (event.data.albumId === id || event.data.sectionId === id) && !seen.has(event.id) && Boolean(seen.add(event.id)));
    },
    waitFor: (check: () => boolean) => eventually(check, 10_000),
    close: () => connection.close(),
  };
}
