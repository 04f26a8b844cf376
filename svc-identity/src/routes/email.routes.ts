import { changeEmailSchema, forgotPasswordSchema, resetPasswordSchema, verifyEmailSchema } from '@abialbum/contracts';
import { currentUser, ok, parseInput } from '@abialbum/service-kit';
import Router from '@koa/router';
import type { IdentityServices } from '../services';
import { guards } from './auth';

/**
 * What is proved and recovered by mail: /api/v1/abialbum/users/password/... (forgot, reset) and
 * /api/v1/abialbum/users/email/... (verify, resend, change). Mails asked for are limited per account and per client
 * address (MailLimits, in the counters every instance shares).
 */
export function emailRoutes(services: IdentityServices): Router {
  const router = new Router({ prefix: '/api/v1/abialbum/users' });
  const { user } = guards(services);

  router.post('/password/forgot', async (ctx) => {
    const { email } = parseInput(forgotPasswordSchema, ctx.request.body);
    ok(ctx, null, await services.emails.forgotPassword(email, ctx.ip || 'unknown'));
  });

  router.post('/password/reset', async (ctx) => {
    const { token, password } = parseInput(resetPasswordSchema, ctx.request.body);
    ok(ctx, null, await services.emails.resetPassword(token, password));
  });

  router.post('/email/verify', async (ctx) => {
    const { token } = parseInput(verifyEmailSchema, ctx.request.body);
    const { message, ...verified } = await services.emails.verifyEmail(token);
    ok(ctx, verified, message);
  });

  router.post('/email/verification', ...user, async (ctx) => {
    ok(ctx, null, await services.emails.resendVerification(currentUser(ctx).userId, ctx.ip || 'unknown'));
  });

  router.post('/email/change', ...user, async (ctx) => {
    const input = parseInput(changeEmailSchema, ctx.request.body);
    ok(ctx, null, await services.emails.requestEmailChange(currentUser(ctx).userId, input, ctx.ip || 'unknown'));
  });

  return router;
}
