import { activityMessages, albumCommentPageQuerySchema, commentBodySchema, commentPageQuerySchema, COMMENTS_PAGE, paginate, reactionBodySchema } from '@abialbum/contracts';
import { ok, parseInput } from '@abialbum/service-kit';
import type { Middleware } from 'koa';
import { loginRequired } from '../domain/activity-access';
import type { Services } from '../services';
import { apiRouter, type AuthDeps } from './router';

/**
 * Comments and reactions on media items (issue 13). The sign-in rule is the domain's (activity-access.ts): a visitor
 * is asked to log in, and an admin may delete any comment.
 */
/** Before the body is read: a visitor is asked to log in whatever they sent. */
const signedIn: Middleware = async (ctx, next) => {
  if (!ctx.state.auth) throw loginRequired();
  await next();
};

export function activityRoutes(auth: AuthDeps, services: Services) {
  const { comments, reactions, albumComments } = services;
  const router = apiRouter('/api/v1/abialbum', auth);

  /** The owner's Activity tab (and an admin's look): the album's latest comments, newest first. */
  router.get('/albums/:id/media/comments', signedIn, async (ctx) => {
    const { page } = albumCommentPageQuerySchema.parse(ctx.query);
    const result = await albumComments.page(ctx.params.id ?? '', ctx.state.auth, page);
    ok(ctx, { comments: result.comments, pagination: paginate(page, COMMENTS_PAGE, result.total) });
  });

  router.get('/albums/media/:id/comments', async (ctx) => {
    const { page } = commentPageQuerySchema.parse(ctx.query);
    const result = await comments.list(ctx.params.id ?? '', ctx.state.auth, page);
    ok(ctx, { comments: result.comments, pagination: paginate(page, COMMENTS_PAGE, result.total) });
  });

  router.post('/albums/media/:id/comments', signedIn, async (ctx) => {
    const { text } = parseInput(commentBodySchema, ctx.request.body);
    ok(ctx, { comment: await comments.create(ctx.params.id ?? '', ctx.state.auth, text) }, activityMessages.commentAdded, 201);
  });

  router.put('/albums/media/comments/:commentId', signedIn, async (ctx) => {
    const { text } = parseInput(commentBodySchema, ctx.request.body);
    ok(ctx, { comment: await comments.edit(ctx.params.commentId ?? '', ctx.state.auth, text) }, activityMessages.commentUpdated);
  });

  router.delete('/albums/media/comments/:commentId', signedIn, async (ctx) => {
    await comments.remove(ctx.params.commentId ?? '', ctx.state.auth);
    ok(ctx, null, activityMessages.commentDeleted);
  });

  router.get('/albums/media/:id/reactions', async (ctx) => {
    ok(ctx, await reactions.get(ctx.params.id ?? '', ctx.state.auth));
  });

  router.put('/albums/media/:id/reaction', signedIn, async (ctx) => {
    const { kind } = parseInput(reactionBodySchema, ctx.request.body);
    ok(ctx, await reactions.toggle(ctx.params.id ?? '', ctx.state.auth, kind));
  });
  return router;
}
