import { connectMongo, consumeEvents, createLogger, EventBus, isMongoReady, OnceAcrossInstances, OutboxRelay, runMain, serve, startTracing } from '@abialbum/service-kit';
import { createApp } from './app';
import { albumEventHandlers } from './events/album-events.consumer';
import { loadIdentityConfig, SERVICE_NAME } from './config';
import { DEFAULT_ATTEMPT_LIMITS } from './domain/attempt-limits';
import { shareMemoryWithInstances } from './live/instance-memory';
import { MailRelay } from './mail/mail-relay';
import { SmtpMailer } from './mail/mailer';
import { createServices } from './services';

const CLEANUP_EVERY_MS = 60 * 60_000;

const logger = createLogger(SERVICE_NAME);

runMain(logger, async () => {
  // First: spans sent by OTLP when OTEL_EXPORTER_OTLP_ENDPOINT is set (README "Traces"); nothing otherwise.
  await startTracing('svc-identity');
  const config = loadIdentityConfig();
  const connection = await connectMongo(config.MONGO_URL, config.MONGO_DB, config.MONGO_POOL_SIZE);
  const bus = new EventBus(config.AMQP_URL, logger);
  // Connects in the background: identity serves sign-ins while the broker is away; the outbox keeps the events.
  bus.start();

  // The relay needs the store's model and the store's writes kick the relay: tie the knot through a holder.
  const outbox: { relay?: OutboxRelay; mail?: MailRelay } = {};
  const services = await createServices(
    connection,
    config,
    () => outbox.relay?.kick(),
    { ...DEFAULT_ATTEMPT_LIMITS, slowAfter: config.SIGN_IN_SLOW_AFTER, lockAfter: config.SIGN_IN_LOCK_AFTER },
    { onMailWritten: () => outbox.mail?.kick() },
  );
  // Mail waits in the links' outboxes and goes out through SMTP_URL: a mail server that is down delays it, loses none.
  const mailRelay = new MailRelay(services.emailLinks, new SmtpMailer(config.SMTP_URL, config.MAIL_FROM), logger);
  outbox.mail = mailRelay;
  const relay = new OutboxRelay([services.users.relayModel()], bus, logger, config.OUTBOX_POLL_MS);
  outbox.relay = relay;
  consumeEvents(bus, SERVICE_NAME, connection, albumEventHandlers(services.users), logger);
  const retired = await services.adminAccounts.ensureConfigured(config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
  for (const admin of retired) logger.warn({ adminId: admin.id, email: admin.email }, 'admin retired: ADMIN_EMAIL names another admin');

  const app = createApp({
    config,
    logger,
    services,
    readiness: { database: () => isMongoReady(connection), broker: () => bus.isConnected() },
  });

  // Once across identity's instances: the others skip a round one of them made since it was due.
  const cleanupOnce = new OnceAcrossInstances('identity-cleanup', CLEANUP_EVERY_MS / 2);
  const cleanup = setInterval(() => {
    void cleanupOnce.run(async () => {
      await services.refreshTokens
        .deleteExpired()
        .then((removed) => removed && logger.info({ removed }, 'expired refresh tokens removed'))
        .catch((err: Error) => logger.warn({ err: err.message }, 'refresh token cleanup failed'));
      await services.attempts.sweep().catch((err: Error) => logger.warn({ err: err.message }, 'sign-in attempt cleanup failed'));
      await services.emailLinks.deleteExpired().catch((err: Error) => logger.warn({ err: err.message }, 'mailed link cleanup failed'));
    });
  }, CLEANUP_EVERY_MS);
  cleanup.unref();

  // The admin's user catalogue of every instance follows the writes of the others (a sign-up, a block elsewhere).
  shareMemoryWithInstances(bus, services, logger);
  services.catalogue.start();
  await serve(app, config.PORT, logger, [
    { name: 'user catalogue', close: () => services.catalogue.stop() },
    { name: 'cleanup', close: () => (clearInterval(cleanup), cleanupOnce.stop()) },
    { name: 'outbox relay', close: () => relay.stop() },
    { name: 'mail relay', close: () => mailRelay.stop() },
    { name: 'broker', close: () => bus.close() },
    { name: 'database', close: () => connection.close() },
  ]);
  relay.start();
  mailRelay.start();
});
