import path from 'node:path';
import { asynchronousBodyHandler, Matchers, MessageConsumerPact } from '@pact-foundation/pact';

export { DEPLOYED_PACT_DIR, PACT_DIR, pactsToVerify, type PactSelection } from './pact-files';

const { uuid, datetime, integer } = Matchers;

export type ServiceName = 'svc-identity' | 'svc-albums' | 'svc-media' | 'svc-content';

/**
 * The message pact a service keeps with one producer of the events it consumes, written to contracts/pacts
 * (`@abialbum/service-kit/testing-pact`: apart from `testing`, so that only pact tests load Pact, and outside
 * `src`, which the service images run: Pact is a test tool, never installed in them).
 */
export const messagePact = (consumer: ServiceName, provider: ServiceName) =>
  new MessageConsumerPact({
    consumer,
    provider,
    dir: path.resolve(__dirname, '../../../contracts/pacts'),
    pactfileWriteMode: 'update',
    logLevel: 'warn',
  });

/** The envelope every event travels in (ARCHITECTURE "Events"); the example id is the message's own. */
export const eventEnvelope = (producer: ServiceName, type: string, data: Record<string, unknown>, id: string) => ({
  id: uuid(id),
  type,
  version: integer(1),
  occurredAt: datetime("yyyy-MM-dd'T'HH:mm:ss.SSSX", '2025-01-15T10:30:00.000Z'),
  producer,
  data,
});

/**
 * A message pact's one shape of test: given the producer's `state`, the consumer receives `content`, its handler
 * (`dispatch`, the service's own) handles it, then `check` looks at what the consumer now shows. `description` names
 * the message (by default from what is passed: an event type becomes "a <type> event").
 */
export function messageReceiver<T extends string = string>(
  pact: MessageConsumerPact,
  dispatch: (event: unknown) => Promise<string>,
  describe: (name: T) => string = (type) => `a ${type} event`,
) {
  return (state: string, name: T, content: Record<string, unknown>, check: () => Promise<void>) =>
    pact
      .given(state)
      .expectsToReceive(describe(name))
      .withContent(content)
      .verify(
        asynchronousBodyHandler(async (event) => {
          const outcome = await dispatch(event);
          if (outcome !== 'handled') throw new Error(`the consumer answered ${outcome}, not handled`);
          await check();
        }),
      );
}
