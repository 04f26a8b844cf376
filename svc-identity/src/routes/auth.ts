import { authenticate, requireAdmin, requireUser } from '@abialbum/service-kit';
import type { Middleware } from 'koa';
import type { IdentityServices } from '../services';

/** Bearer checks for protected routes only: a stale token must never stand in the way of signing in. */
export function guards(services: Pick<IdentityServices, 'tokens' | 'users'>): { user: Middleware[]; admin: Middleware[] } {
  const auth = authenticate(services.tokens.verify, (userId) => services.users.isBlocked(userId));
  return { user: [auth, requireUser], admin: [auth, requireAdmin] };
}
