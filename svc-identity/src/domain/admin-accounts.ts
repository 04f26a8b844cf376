import type { AttemptLimits } from './attempt-limits';
import { paginate, type AdminAuthResult, type AdminUser, type Pagination } from '@abialbum/contracts';
import { NotFoundError, UnauthorizedError } from '@abialbum/service-kit';
import { isRetired, type AdminRecord, type AdminStore, type RetiredAdmin } from '../store/admin.store';
import type { UserRecord, UserStore } from '../store/user.store';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './passwords';
import type { Sessions, SessionTokens } from './sessions';
import type { UserCatalogue } from './user-catalogue';
import { toAdminUser } from './user.view';

const adminAuthResult = (admin: AdminRecord, tokens: SessionTokens): AdminAuthResult => ({ ...tokens, email: admin.email, role: 'admin' });

/** The admin account and what an admin does to users. */
export class AdminAccounts {
  constructor(
    private readonly deps: {
      admins: AdminStore;
      users: UserStore;
      catalogue: UserCatalogue;
      sessions: Sessions;
      limits: AttemptLimits;
      onEventsWritten: () => void;
    },
  ) {}

  /**
   * The account from configuration is the only admin: created on first start, its password replaced when the
   * configuration changes, made active again if it was retired. Every other admin is retired and its refresh
   * tokens revoked; its access tokens run out with their lifetime (admin routes do not read the record).
   * Answers the admins it retired, for the log: none when run again.
   */
  async ensureConfigured(email: string, password: string): Promise<RetiredAdmin[]> {
    const normalised = email.trim().toLowerCase();
    const existing = await this.deps.admins.findByEmail(normalised);
    const kept = existing && (await verifyPassword(existing.passwordHash, password)) ? existing.passwordHash : undefined;
    if (!kept || (existing && isRetired(existing))) {
      await this.deps.admins.activate(normalised, kept ?? (await hashPassword(password)));
      // A new password ends the sign-ins made with the old one.
      if (existing && !kept) await this.deps.sessions.endAll(existing._id.toString());
    }
    const retired = await this.deps.admins.retireAllBut(normalised);
    // Refresh also refuses a retired admin, so a stop between these writes leaves no way back in.
    for (const admin of retired) await this.deps.sessions.endAll(admin.id);
    return retired;
  }

  /** A retired admin is answered as a wrong password is, after the same work, so the answer tells nothing. */
  /** `address`: the caller's; failed sign-ins are counted per account and per address (AttemptLimits). */
  async login(email: string, password: string, address: string): Promise<AdminAuthResult> {
    const account = `admin:${email.trim().toLowerCase()}`;
    await this.deps.limits.beforeSignIn(account, address);
    const admin = await this.deps.admins.findByEmail(email.trim().toLowerCase());
    const valid = admin ? await verifyPassword(admin.passwordHash, password) : await verifyAgainstNothing(password);
    if (!admin || !valid || isRetired(admin)) {
      await this.deps.limits.failedSignIn(address);
      throw new UnauthorizedError('Invalid email or password', 'INVALID_CREDENTIALS');
    }
    await this.deps.limits.succeededSignIn(account);
    return adminAuthResult(admin, await this.deps.sessions.start(admin._id.toString(), 'admin'));
  }

  /** Rotates an admin refresh token; a user's refresh token is refused here (and an admin's on the user route). */
  async refresh(refreshToken: string): Promise<AdminAuthResult> {
    const { holder, tokens } = await this.deps.sessions.refresh(refreshToken, 'admin');
    return adminAuthResult(holder, tokens);
  }

  async logout(adminId: string, refreshToken?: string): Promise<void> {
    await this.deps.sessions.end(adminId, 'admin', refreshToken);
  }

  async listUsers(query: { page: number; limit: number; search?: string }): Promise<{ users: AdminUser[]; pagination: Pagination }> {
    const { ids, total } = this.deps.catalogue.page(query.search?.trim() || null, (query.page - 1) * query.limit, query.limit);
    const users = await this.deps.users.inOrder(ids);
    return { users: users.map(toAdminUser), pagination: paginate(query.page, query.limit, total) };
  }

  /** Blocking also ends every sign-in of the user; their access tokens stop working at once (identity reads the flag). */
  async setBlocked(userId: string, isBlocked: boolean): Promise<AdminUser> {
    const user = await this.change(userId, { isBlocked }, isBlocked ? 'user.blocked' : 'user.unblocked');
    if (isBlocked) await this.deps.sessions.endAll(userId);
    return user;
  }

  async setAlbumModal(userId: string, showcreateAlbumModal: boolean): Promise<AdminUser> {
    return this.change(userId, { showcreateAlbumModal }, 'user.album-modal-toggled');
  }

  private async change(
    userId: string,
    change: Pick<Partial<UserRecord>, 'isBlocked' | 'showcreateAlbumModal'>,
    type: 'user.blocked' | 'user.unblocked' | 'user.album-modal-toggled',
  ): Promise<AdminUser> {
    const current = await this.deps.users.findById(userId);
    if (!current) throw new NotFoundError('User not found', 'USER_NOT_FOUND');
    const unchanged = Object.entries(change).every(([key, value]) => current[key as keyof UserRecord] === value);
    if (unchanged) return toAdminUser(current);
    const updated = await this.deps.users.update(userId, change, type);
    if (!updated) throw new NotFoundError('User not found', 'USER_NOT_FOUND');
    this.deps.onEventsWritten();
    return toAdminUser(updated);
  }
}
