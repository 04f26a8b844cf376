import { TooManyRequestsError } from '@abialbum/service-kit';
import type { AttemptStore } from '../store/attempt.store';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;

/**
 * Fair limits on signing in and up (issue 15): what is counted is what an attacker does, never what a crowd behind
 * one address does. Successful sign-ins are never counted: a class or an office signs in as one address.
 */
export interface AttemptLimitSettings {
  /** Failed sign-ins in a row on one account before each next try has to wait (1 s, then twice as long...). */
  slowAfter: number;
  /** Failed sign-ins in a row on one account that lock it for `lockMs`. */
  lockAfter: number;
  lockMs: number;
  /** A streak of failures this old is forgotten. */
  streakResetMs: number;
  /** Failed sign-ins from one address (on any accounts) in a window: then that address waits for the next. */
  failuresPerAddress: number;
  failureWindowMs: number;
  /** Sign-ups from one address in a window: generous, so 50 people behind one address can join in a minute. */
  signupsPerAddress: number;
  signupWindowMs: number;
}

export const DEFAULT_ATTEMPT_LIMITS: AttemptLimitSettings = {
  slowAfter: 3,
  lockAfter: 10,
  lockMs: 15 * MINUTE,
  streakResetMs: 60 * MINUTE,
  failuresPerAddress: 100,
  failureWindowMs: 15 * MINUTE,
  signupsPerAddress: 100,
  signupWindowMs: 10 * MINUTE,
};

/** '30 seconds', '1 minute', '15 minutes'. */
function inWords(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / SECOND));
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

const refused = (message: string, waitMs: number, code: string) => new TooManyRequestsError(message, waitMs / SECOND, code);

export class AttemptLimits {
  constructor(
    private readonly store: AttemptStore,
    private readonly settings: AttemptLimitSettings = DEFAULT_ATTEMPT_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Before a password is checked: refused while the account's last failures ask it to wait (or lock it), or while
   * its address has failed too often in this window. `account` is the login as typed (an unknown one counts too,
   * so the answers tell nothing about which accounts exist).
   */
  async beforeSignIn(account: string, address: string): Promise<void> {
    const [streak, failures] = await Promise.all([this.store.find(streakKey(account)), this.store.find(this.windowKey('failed', address, this.settings.failureWindowMs))]);
    if (failures && failures.count >= this.settings.failuresPerAddress) {
      const waitMs = this.windowEnd(this.settings.failureWindowMs) - this.now();
      throw refused(`Too many failed sign-ins from your network. Please try again in ${inWords(waitMs)}.`, waitMs, 'TOO_MANY_FAILED_SIGN_INS');
    }
    const waitMs = streak ? this.waitAfter(streak.count, streak.lastAt.getTime()) : 0;
    if (waitMs > 0) {
      const message =
        streak && streak.count >= this.settings.lockAfter
          ? `Too many failed sign-ins. This account is locked for ${inWords(waitMs)}.`
          : `Too many failed sign-ins. Please wait ${inWords(waitMs)} and try again.`;
      throw refused(message, waitMs, 'TOO_MANY_FAILED_SIGN_INS');
    }
  }

  async failedSignIn(account: string, address: string): Promise<void> {
    const key = streakKey(account);
    const previous = await this.store.find(key);
    if (previous && this.now() - previous.lastAt.getTime() > this.settings.streakResetMs) await this.store.clear(key);
    await Promise.all([
      this.store.add(key, new Date(this.now() + this.settings.streakResetMs + this.settings.lockMs)),
      this.store.add(this.windowKey('failed', address, this.settings.failureWindowMs), new Date(this.windowEnd(this.settings.failureWindowMs))),
    ]);
  }

  /** The right password: the account's streak is over. */
  async succeededSignIn(account: string): Promise<void> {
    await this.store.clear(streakKey(account));
  }

  /** Counts a sign-up from this address, refused past the window's allowance. */
  async signUp(address: string): Promise<void> {
    const { signupsPerAddress, signupWindowMs } = this.settings;
    const key = this.windowKey('signup', address, signupWindowMs);
    const current = await this.store.find(key);
    if (current && current.count >= signupsPerAddress) {
      const waitMs = this.windowEnd(signupWindowMs) - this.now();
      throw refused(`Too many sign-ups from your network. Please try again in ${inWords(waitMs)}.`, waitMs, 'TOO_MANY_SIGN_UPS');
    }
    await this.store.add(key, new Date(this.windowEnd(signupWindowMs)));
  }

  /** How long after the last of `failures` failures in a row the next try must wait. */
  private waitAfter(failures: number, lastAt: number): number {
    const { slowAfter, lockAfter, lockMs, streakResetMs } = this.settings;
    const since = this.now() - lastAt;
    if (since > streakResetMs || failures < slowAfter) return 0;
    const wait = failures >= lockAfter ? lockMs : SECOND * 2 ** (failures - slowAfter);
    return Math.max(0, wait - since);
  }

  private windowKey(name: string, address: string, windowMs: number): string {
    return `window:${name}:${address}:${Math.floor(this.now() / windowMs)}`;
  }

  private windowEnd(windowMs: number): number {
    return (Math.floor(this.now() / windowMs) + 1) * windowMs;
  }
}

const streakKey = (account: string) => `streak:${account.trim().toLowerCase()}`;
