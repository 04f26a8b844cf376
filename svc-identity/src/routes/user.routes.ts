import { loginRequestSchema, profileUpdateSchema, signupRequestSchema } from '@abialbum/contracts';
import { currentUser, ok, parseInput } from '@abialbum/service-kit';
import Router from '@koa/router';
import type { ProfileChanges } from '../domain/accounts';
import type { IdentityServices } from '../services';
import { guards } from './auth';

const PLACES = ['city', 'state', 'country'] as const;
const CLEARABLE = ['phone', 'profileImage'] as const;

/** A form sends an emptied field as '': for the fields that can be removed, that means null. */
function blanksToNull(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const copy: Record<string, unknown> = { ...body };
  for (const key of CLEARABLE) if (typeof copy[key] === 'string' && !(copy[key] as string).trim()) copy[key] = null;
  return copy;
}

/** Sign-up, sign-in and the current user's profile: /api/v1/abialbum/users/... */
export function userRoutes(services: IdentityServices): Router {
  const router = new Router({ prefix: '/api/v1/abialbum/users' });
  const { user } = guards(services);

  // Sign-ups per address and failed sign-ins per account and per address are counted by the accounts
  // (AttemptLimits, in the database every instance shares).
  router.post('/signup', async (ctx) => {
    const input = parseInput(signupRequestSchema, ctx.request.body);
    ok(ctx, await services.accounts.signup(input, ctx.ip || 'unknown'), 'Account created successfully! Welcome to AbiAlbum!', 201);
  });

  router.post('/login', async (ctx) => {
    const input = parseInput(loginRequestSchema, ctx.request.body);
    ok(ctx, await services.accounts.login(input, ctx.ip || 'unknown'), 'Login successful! Welcome back!');
  });

  router.get('/profile', ...user, async (ctx) => {
    ok(ctx, { user: await services.accounts.profile(currentUser(ctx).userId) });
  });

  router.put('/profile', ...user, async (ctx) => {
    const body = blanksToNull(ctx.request.body) as Record<string, unknown> | undefined;
    const input = parseInput(profileUpdateSchema, body);
    const changes: ProfileChanges = { ...input };
    // A place sent empty means "clear it" (the schema turns empty into absent).
    for (const place of PLACES) if (body && place in body && input[place] === undefined) changes[place] = null;
    ok(ctx, { user: await services.accounts.updateProfile(currentUser(ctx).userId, changes) }, 'Profile updated successfully');
  });

  return router;
}
