import { TooManyRequestsError } from '@abialbum/service-kit';
import type { AttemptStore } from '../store/attempt.store';

const MINUTE = 60_000;

/**
 * How many mails may be asked for (a reset link, a new verification link, a change of address), counted in the
 * attempt counters sign-ins use (AttemptStore: windows every instance shares): per account (for a reset, the address
 * typed, whether or not an account uses it, so the answers tell nothing) and per client address.
 */
export interface MailLimitSettings {
  perAccount: number;
  perAddress: number;
  windowMs: number;
}

export const DEFAULT_MAIL_LIMITS: MailLimitSettings = { perAccount: 5, perAddress: 30, windowMs: 60 * MINUTE };

const waitWords = (ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE));
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
};

export class MailLimits {
  constructor(
    private readonly store: AttemptStore,
    private readonly settings: MailLimitSettings = DEFAULT_MAIL_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a mail asked for by `account` from `address`; refused (and not counted) past either allowance. */
  async ask(account: string, address: string): Promise<void> {
    const { perAccount, perAddress, windowMs } = this.settings;
    const window = Math.floor(this.now() / windowMs);
    const end = new Date((window + 1) * windowMs);
    const keys = [
      { key: `window:mail:${account.trim().toLowerCase()}:${window}`, max: perAccount },
      { key: `window:mail-from:${address}:${window}`, max: perAddress },
    ];
    for (const { key, max } of keys) {
      const current = await this.store.find(key);
      if (current && current.count >= max) {
        const waitMs = end.getTime() - this.now();
        throw new TooManyRequestsError(`Too many emails asked for. Please try again in ${waitWords(waitMs)}.`, Math.ceil(waitMs / 1000), 'TOO_MANY_EMAILS');
      }
    }
    for (const { key } of keys) await this.store.add(key, end);
  }
}
