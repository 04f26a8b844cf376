import type { Logger } from '../logger';

export interface KickedPassesOptions {
  /** Time between two passes when nothing kicks. */
  intervalMs: number;
  logger: Logger;
  /** The warning logged when a pass throws (the next pass tries again). */
  failedMessage: string;
}

/**
 * Runs a pass on a timer and whenever kicked (after a write that gave the pass work): one pass at a time; a kick
 * during a pass runs one more after it, so what that write left is never waited for until the timer. `stop` waits
 * for the pass under way. The loop of the relays that drain an outbox (OutboxRelay, svc-identity's MailRelay).
 */
export class KickedPasses {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private isStopped = false;

  constructor(
    private readonly pass: () => Promise<void>,
    private readonly options: KickedPassesOptions,
  ) {}

  /** Set by `stop`: a pass under way reads it to end early. */
  get stopped(): boolean {
    return this.isStopped;
  }

  start(): void {
    this.timer = setInterval(() => this.kick(), this.options.intervalMs);
    this.timer.unref();
    this.kick();
  }

  kick(): void {
    if (this.isStopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.pass()
      .catch((err) => this.options.logger.warn({ err: (err as Error).message }, this.options.failedMessage))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  async stop(): Promise<void> {
    this.isStopped = true;
    clearInterval(this.timer);
    await this.running;
  }
}
