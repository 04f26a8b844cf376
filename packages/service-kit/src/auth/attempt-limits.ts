import { TooManyRequestsError } from '../errors';
import type { AttemptStore } from '../data/attempt-store';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;

/**
 * Fair limits on password attempts: signing in and up (issue 15, svc-identity), and a share link's password
 * (issue 27, svc-albums), each service counting in its own database: what is counted is what an attacker does, never what a crowd behind
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
export function inWords(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / SECOND));
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

const refused = (message: string, waitMs: number, code: string) => new TooManyRequestsError(message, waitMs / SECOND, code);

/** What a refused password attempt says (`wait` in words: '30 seconds', '15 minutes'), and its error code. */
export interface AttemptRefusals {
  code: string;
  /** The account (or link) is locked for `wait`. */
  locked: (wait: string) => string;
  /** The next try must wait `wait`. */
  slowed: (wait: string) => string;
  /** Too many failures from the caller's address. */
  fromNetwork: (wait: string) => string;
}

export const SIGN_IN_REFUSALS: AttemptRefusals = {
  code: 'TOO_MANY_FAILED_SIGN_INS',
  locked: (wait) => `Too many failed sign-ins. This account is locked for ${wait}.`,
  slowed: (wait) => `Too many failed sign-ins. Please wait ${wait} and try again.`,
  fromNetwork: (wait) => `Too many failed sign-ins from your network. Please try again in ${wait}.`,
};

export class AttemptLimits {
  constructor(
    private readonly store: AttemptStore,
    private readonly settings: AttemptLimitSettings = DEFAULT_ATTEMPT_LIMITS,
    private readonly now: () => number = Date.now,
    private readonly refusals: AttemptRefusals = SIGN_IN_REFUSALS,
  ) {}

  /**
   * Before a password is checked. The attempt is counted at once, in one atomic write, as a failure until it
   * succeeds (`succeededSignIn`), so guesses sent in parallel, to one instance or several, are counted as they come
   * and cannot all pass a check made before any of them failed. Refused (and not counted) while the account's
   * previous failures ask it to wait or lock it. The address's failures stop only an account that is failing
   * already: a class or an office behind a noisy address still signs in. `account` names the account (an unknown
   * login counts too, so the answers tell nothing about which accounts exist).
   */
  async beforeSignIn(account: string, address: string): Promise<void> {
    const { streakResetMs, lockMs, lockAfter, failuresPerAddress, failureWindowMs } = this.settings;
    const key = streakKey(account);
    let previous = await this.store.reserve(key, new Date(this.now() + streakResetMs + lockMs));
    if (previous && this.now() - previous.lastAt.getTime() > streakResetMs) {
      // A streak this old is over: this attempt starts a new one.
      await this.store.restart(key);
      previous = null;
    }
    const waitMs = previous ? this.waitAfter(previous.count, previous.lastAt.getTime()) : 0;
    if (previous && waitMs > 0) {
      await this.store.release(key, previous);
      const message = previous.count >= lockAfter ? this.refusals.locked(inWords(waitMs)) : this.refusals.slowed(inWords(waitMs));
      throw refused(message, waitMs, this.refusals.code);
    }
    if (previous && previous.count > 0) {
      const failures = await this.store.find(this.windowKey('failed', address, failureWindowMs));
      if (failures && failures.count >= failuresPerAddress) {
        await this.store.release(key, previous);
        const windowWaitMs = this.windowEnd(failureWindowMs) - this.now();
        throw refused(this.refusals.fromNetwork(inWords(windowWaitMs)), windowWaitMs, this.refusals.code);
      }
    }
  }

  /** The wrong password: the account's streak already counts it; the address's window counts it too. */
  async failedSignIn(address: string): Promise<void> {
    await this.store.add(this.windowKey('failed', address, this.settings.failureWindowMs), new Date(this.windowEnd(this.settings.failureWindowMs)));
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
