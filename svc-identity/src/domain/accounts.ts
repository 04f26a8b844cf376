import { normalisePhone, type AuthResult, type User } from '@abialbum/contracts';
import { NotFoundError, UnauthorizedError } from '@abialbum/service-kit';
import { DuplicateUserError, type UserChanges, type UserRecord, type UserStore } from '../store/user.store';
import { blockedError, duplicateError } from './errors';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './passwords';
import type { AccountEmails } from './account-emails';
import type { AttemptLimits } from './attempt-limits';
import type { Sessions, SessionTokens } from './sessions';
import { toPublicUser } from './user.view';

export interface SignupInput {
  name: string;
  email: string;
  phone?: string;
  city?: string;
  state?: string;
  country?: string;
  password: string;
  profileImage?: string;
}

export type LoginInput = { loginType: 'email'; email: string; password: string } | { loginType: 'phone'; phone: string; password: string };

export type ProfileChanges = Omit<UserChanges, 'isBlocked' | 'showcreateAlbumModal'>;

export const authResult = (user: UserRecord, tokens: SessionTokens): AuthResult => ({
  id: user._id.toString(),
  name: user.name,
  email: user.email,
  ...tokens,
});

/** Sign-up, sign-in and the user's own profile. */
export class Accounts {
  constructor(
    private readonly deps: { users: UserStore; sessions: Sessions; limits: AttemptLimits; emails: AccountEmails; onEventsWritten: () => void },
  ) {}

  /** `address`: the caller's, for the sign-ups it may make (AttemptLimits). */
  async signup(input: SignupInput, address: string): Promise<AuthResult> {
    const { users } = this.deps;
    await this.deps.limits.signUp(address);
    const phone = input.phone ? normalisePhone(input.phone) : undefined;
    if (await users.findByEmail(input.email)) throw duplicateError('email');
    if (phone && (await users.phoneTaken(phone))) throw duplicateError('phone');
    const { password, ...profile } = input;
    let user: UserRecord;
    try {
      user = await users.create({ ...profile, phone, passwordHash: await hashPassword(password) });
    } catch (err) {
      if (err instanceof DuplicateUserError) throw duplicateError(err.field);
      throw err;
    }
    this.deps.onEventsWritten();
    // Signing in never waits for the address to be proved: the link only marks it verified.
    await this.deps.emails.sendVerification(user);
    return authResult(user, await this.deps.sessions.start(user._id.toString(), 'user'));
  }

  /** `address`: the caller's; failed sign-ins are counted per account and per address (AttemptLimits). */
  async login(input: LoginInput, address: string): Promise<AuthResult> {
    const { limits } = this.deps;
    const user =
      input.loginType === 'email' ? await this.deps.users.findByEmail(input.email) : await this.deps.users.findByPhone(normalisePhone(input.phone));
    // One count per account, whether its e-mail or its phone is typed; an unknown login is counted as typed.
    const account = user ? `user:${user._id.toString()}` : input.loginType === 'email' ? `email:${input.email}` : `phone:${normalisePhone(input.phone)}`;
    await limits.beforeSignIn(account, address);
    const valid = user ? await verifyPassword(user.passwordHash, input.password) : await verifyAgainstNothing(input.password);
    if (!user || !valid) {
      await limits.failedSignIn(address);
      throw new UnauthorizedError(
        input.loginType === 'email' ? 'Invalid email or password' : 'Invalid phone number or password',
        'INVALID_CREDENTIALS',
      );
    }
    await limits.succeededSignIn(account);
    // Checked after the password, so that the answer does not reveal a blocked account to a stranger.
    if (user.isBlocked) throw blockedError();
    return authResult(user, await this.deps.sessions.start(user._id.toString(), 'user'));
  }

  async profile(userId: string): Promise<User> {
    return toPublicUser(await this.existing(userId));
  }

  async updateProfile(userId: string, changes: ProfileChanges): Promise<User> {
    const { users } = this.deps;
    const current = await this.existing(userId);
    const wanted: ProfileChanges = { ...changes, ...(changes.phone ? { phone: normalisePhone(changes.phone) } : {}) };
    const effective = Object.fromEntries(
      Object.entries(wanted).filter(([key, value]) => value !== undefined && (current[key as keyof UserRecord] ?? null) !== value),
    ) as ProfileChanges;
    if (Object.keys(effective).length === 0) return toPublicUser(current);
    if (effective.phone && (await users.phoneTaken(effective.phone, userId))) throw duplicateError('phone');
    try {
      const updated = await users.update(userId, effective, 'user.updated');
      if (!updated) throw userNotFound();
      this.deps.onEventsWritten();
      return toPublicUser(updated);
    } catch (err) {
      if (err instanceof DuplicateUserError) throw duplicateError(err.field);
      throw err;
    }
  }

  private async existing(userId: string): Promise<UserRecord> {
    const user = await this.deps.users.findById(userId);
    if (!user) throw userNotFound();
    return user;
  }
}

const userNotFound = () => new NotFoundError('User not found', 'USER_NOT_FOUND');
