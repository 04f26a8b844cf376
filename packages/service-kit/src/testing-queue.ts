import amqp from 'amqplib';
import { eventually, testAmqpUrl } from './testing';

/**
 * A test's own queue on the real broker, so parallel runs never take each other's messages. Events
 * published before the consumer is bound would be dropped by the exchange: `ready` waits for it.
 */
export async function testQueue(queue: string) {
  const connection = await amqp.connect(testAmqpUrl());
  const channel = await connection.createConfirmChannel();
  return {
    channel,
    ready: () =>
      eventually(async () => {
        const probe = await connection.createChannel();
        probe.on('error', () => undefined);
        const info = await probe.checkQueue(queue).catch(() => null);
        await probe.close().catch(() => undefined);
        return (info?.consumerCount ?? 0) > 0;
      }, 10_000),
    /** Leaves the queue (and what it holds) for a consumer started later. */
    async closeConnection() {
      await connection.close();
    },
    async remove() {
      await channel.deleteQueue(queue);
      await channel.deleteQueue(`${queue}.dead`);
      await connection.close();
    },
  };
}
