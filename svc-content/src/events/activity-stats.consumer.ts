import type { HandlerMap } from '@abialbum/service-kit';
import type { StatsCounting } from '../domain/stats-counting';

/** svc-media's comment and reaction events keep Total Comments and Total Reactions (SPEC 3 "Admin stats"). */
export function activityStatsHandlers(counting: StatsCounting): HandlerMap {
  return {
    'comment.created': (event) => counting.commentChanged(event.data, false),
    'comment.deleted': (event) => counting.commentChanged(event.data, true),
    'reaction.changed': (event) => counting.reactionChanged(event.data),
  };
}
