import amqp from 'amqplib';

export interface DeadLetter {
  id: string | undefined;
  type: string | undefined;
  attempts: number;
  reason: string | undefined;
}

/**
 * A service's dead-letter queue (`<queue>.dead`): what is in it, and putting it back. A message lands there when
 * it is invalid or its handler failed every attempt; once the cause is fixed, `replay` sends each one back to
 * the service's queue with its attempts reset (consumers are idempotent, so a message applied meanwhile is a
 * duplicate and dropped).
 */
async function connect(url: string) {
  const connection = await amqp.connect(url);
  // A missing queue closes the channel with an error the call below reports; the connection must not throw it again.
  connection.on('error', () => undefined);
  return connection;
}

export async function inspectDeadLetters(url: string, queue: string, max = 50): Promise<{ count: number; sample: DeadLetter[] }> {
  const connection = await connect(url);
  try {
    const channel = await connection.createChannel();
    channel.on('error', () => undefined);
    const { messageCount } = await channel.checkQueue(`${queue}.dead`);
    const sample: DeadLetter[] = [];
    for (let i = 0; i < Math.min(max, messageCount); i++) {
      const message = await channel.get(`${queue}.dead`, { noAck: false });
      if (!message) break;
      const headers = message.properties.headers ?? {};
      const death = (headers['x-death'] as Array<{ reason?: string }> | undefined)?.[0];
      sample.push({ id: message.properties.messageId, type: message.properties.type, attempts: Number(headers['x-attempt'] ?? 1), reason: death?.reason });
    }
    // Nothing acked: closing the channel puts every message back.
    await channel.close();
    return { count: messageCount, sample };
  } finally {
    await connection.close();
  }
}

export async function replayDeadLetters(url: string, queue: string): Promise<number> {
  const connection = await connect(url);
  try {
    const channel = await connection.createConfirmChannel();
    channel.on('error', () => undefined);
    await channel.checkQueue(queue);
    let replayed = 0;
    for (;;) {
      const message = await channel.get(`${queue}.dead`, { noAck: false });
      if (!message) break;
      const { 'x-death': _death, 'x-attempt': _attempt, ...headers } = message.properties.headers ?? {};
      channel.sendToQueue(queue, message.content, { ...message.properties, headers });
      await channel.waitForConfirms();
      channel.ack(message);
      replayed += 1;
    }
    await channel.close();
    return replayed;
  } finally {
    await connection.close();
  }
}
