import { KickedPasses, type Logger } from '@abialbum/service-kit';
import type { EmailLinkRecord, EmailLinkStore } from '../store/email-link.store';
import type { Mailer } from './mailer';

/** How long an instance holds the mails it took to send (another instance takes them over after, if it died). */
const HOLD_MS = 60_000;
/** After a failed send (the server away, or a 4xx: try later): 1 s, then twice as long each time, at most a minute. */
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 60_000;
const BATCH = 20;

/** An SMTP 5xx answer to this message (a mailbox that does not exist): not a server that is down. */
export const isPermanentRefusal = (err: unknown) => {
  const code = (err as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

export const retryDelay = (failures: number) => Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures));

/**
 * Sends the mails waiting in the links' outboxes (EmailLinkStore), the way OutboxRelay publishes events: on a timer
 * and whenever kicked after a write. Each link's mails are held by one instance while it sends them (sent once across
 * instances); a mail leaves the outbox only once the mail server took it, so a server that is down delays mail and
 * loses none: the link's mails are tried again later, waiting longer after each failure.
 */
export class MailRelay {
  private readonly passes: KickedPasses;

  constructor(
    private readonly links: EmailLinkStore,
    private readonly mailer: Mailer,
    private readonly logger: Logger,
    intervalMs = 1_000,
  ) {
    this.passes = new KickedPasses(() => this.drain(), { intervalMs, logger, failedMessage: 'mail relay pass failed' });
  }

  start(): void {
    this.passes.start();
  }

  kick(): void {
    this.passes.kick();
  }

  async stop(): Promise<void> {
    await this.passes.stop();
    this.mailer.close();
  }

  /** One pass: every link whose mails are due, until none is left or a send fails. */
  async drain(): Promise<void> {
    while (!this.passes.stopped) {
      const due = await this.links.due(new Date(), BATCH);
      let failed = false;
      for (const link of due) {
        if (this.passes.stopped) return;
        if (!(await this.sendHeld(link))) failed = true;
      }
      if (due.length < BATCH || failed) return;
    }
  }

  /** Sends a link's mails if this instance gets to hold them; false when the mail server failed. */
  private async sendHeld(link: EmailLinkRecord): Promise<boolean> {
    const now = Date.now();
    if (!(await this.links.hold(link, new Date(now), new Date(now + HOLD_MS)))) return true;
    for (const mail of link.mails) {
      try {
        await this.mailer.send(mail);
      } catch (err) {
        if (isPermanentRefusal(err)) {
          // The server will never take this one (an address it does not know): waiting would change nothing.
          await this.links.sent(link._id, mail.id);
          this.logger.warn({ err: (err as Error).message, mailId: mail.id }, 'mail refused for good by the mail server: dropped');
          continue;
        }
        const waitMs = retryDelay(link.mailFailures);
        await this.links.failed(link._id, new Date(Date.now() + waitMs));
        this.logger.warn({ err: (err as Error).message, mailId: mail.id, retryInMs: waitMs }, 'mail not sent: tried again later');
        return false;
      }
      await this.links.sent(link._id, mail.id);
      this.logger.info({ mailId: mail.id, purpose: link.purpose }, 'mail sent');
    }
    await this.links.release(link._id, new Date());
    return true;
  }
}
