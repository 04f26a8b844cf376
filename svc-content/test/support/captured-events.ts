import { randomUUID } from 'node:crypto';
import amqp from 'amqplib';
import { EXCHANGE, type EventEnvelope } from '@abialbum/contracts';
import { eventually, testAmqpUrl } from '@abialbum/service-kit/testing';

/** Listens on the real exchange, on a queue of its own, as another service would. */
export async function captureEvents(bindings: string[]) {
  const connection = await amqp.connect(testAmqpUrl());
  const channel = await connection.createChannel();
  await channel.assertExchange(EXCHANGE, 'topic', { durable: true });
  const { queue } = await channel.assertQueue(`svc-content.events-test-${randomUUID().slice(0, 8)}`, { exclusive: true, autoDelete: true });
  for (const key of bindings) await channel.bindQueue(queue, EXCHANGE, key);
  const events: EventEnvelope<Record<string, unknown>>[] = [];
  await channel.consume(queue, (message) => {
    if (message) events.push(JSON.parse(message.content.toString()));
  }, { noAck: true });
  return {
    events,
    waitFor: (check: () => boolean) => eventually(check, 10_000),
    close: () => connection.close(),
  };
}
