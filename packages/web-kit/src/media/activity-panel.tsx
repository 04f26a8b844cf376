import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { COMMENT_MAX, REACTION_KINDS, type Comment, type MediaReactions, type ReactionKind } from '@abialbum/contracts';
import { Button, errorMessage, LoadFailed, Spinner, Trans, useTranslation } from '@abialbum/web-kit';
import { activityClient } from '@abialbum/web-kit/clients';
import { AuthorAvatar, CommentWhen } from './comment-parts';
import * as styles from './activity.module.css';
import { REACTION_KEYS, ReactionIcon } from './reaction-icon';

/** Who is looking: a visitor is asked to log in; the album's owner (and an admin) may delete any comment. */
export interface ActivityViewer {
  userId: string | null;
  canModerate?: boolean;
  /** Where "Log in" goes (the shell's login page, keeping the way back). */
  onLogin(): void;
}

export interface ActivityPanelProps {
  mediaId: string;
  viewer: ActivityViewer;
}


type ListState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; comments: Comment[]; page: number; hasMore: boolean };

/**
 * A media item's activity (issue 13): the reactions bar, its comments oldest first ("Load more"), and a box at the
 * bottom. Comments are plain text, shown as text (React escapes it). A visitor sees them and is asked to log in.
 */
export function ActivityPanel({ mediaId, viewer }: ActivityPanelProps) {
  const { t } = useTranslation('kit');
  const [list, setList] = useState<ListState>({ status: 'loading' });
  const [reactions, setReactions] = useState<MediaReactions | null>(null);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const signedIn = viewer.userId !== null;

  const load = useCallback(async () => {
    setList({ status: 'loading' });
    try {
      const [page, counts] = await Promise.all([activityClient.comments(mediaId, 1), activityClient.reactions(mediaId)]);
      setList({ status: 'ready', comments: page.data.comments, page: 1, hasMore: page.data.pagination.hasNextPage });
      setReactions(counts.data);
    } catch {
      setList({ status: 'failed' });
    }
  }, [mediaId]);

  useEffect(() => {
    void load();
  }, [load]);

  const loadMore = async () => {
    if (list.status !== 'ready') return;
    setBusy(true);
    try {
      const next = await activityClient.comments(mediaId, list.page + 1);
      setList({ status: 'ready', comments: [...list.comments, ...next.data.comments], page: list.page + 1, hasMore: next.data.pagination.hasNextPage });
    } catch (err) {
      setProblem(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const react = async (kind: ReactionKind) => {
    if (!signedIn) return viewer.onLogin();
    setProblem(null);
    try {
      setReactions((await activityClient.react(mediaId, kind)).data);
    } catch (err) {
      setProblem(errorMessage(err));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed || busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const { comment } = (await activityClient.addComment(mediaId, trimmed)).data;
      setText('');
      // Shown at once when the list is read to its end (oldest first: a new one is last).
      setList((current) => (current.status === 'ready' && !current.hasMore ? { ...current, comments: [...current.comments, comment] } : current));
      setReactions((current) => current && { ...current, commentCount: current.commentCount + 1 });
    } catch (err) {
      setProblem(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (comment: Comment) => {
    setProblem(null);
    try {
      await activityClient.deleteComment(comment.id);
      setList((current) => (current.status === 'ready' ? { ...current, comments: current.comments.filter((c) => c.id !== comment.id) } : current));
      setReactions((current) => current && { ...current, commentCount: Math.max(0, current.commentCount - 1) });
    } catch (err) {
      setProblem(errorMessage(err));
    }
  };

  return (
    <section className={styles.panel} aria-label={t('activity.region')}>
      <div className={styles.reactions} role="group" aria-label={t('activity.reactions')}>
        {REACTION_KINDS.map((kind) => {
          const count = reactions?.counts[kind] ?? 0;
          const mine = reactions?.mine === kind;
          return (
            <button
              key={kind}
              type="button"
              className={mine ? `${styles.reaction} ${styles.reactionMine}` : styles.reaction}
              aria-pressed={mine}
              aria-label={t('activity.reactionButton', { reaction: t(REACTION_KEYS[kind]), count })}
              onClick={() => void react(kind)}
            >
              <ReactionIcon kind={kind} decorative />
              <span aria-hidden="true">{count}</span>
            </button>
          );
        })}
      </div>
      <h3 className={styles.heading}>{reactions ? t('activity.headingCount', { count: reactions.commentCount }) : t('activity.heading')}</h3>
      {list.status === 'loading' && <Spinner label={t('activity.loading')} />}
      {list.status === 'failed' && <LoadFailed message={t('activity.loadFailed')} onRetry={() => void load()} />}
      {list.status === 'ready' && list.comments.length === 0 && <p className={styles.empty}>{t('activity.empty')}</p>}
      {list.status === 'ready' && list.comments.length > 0 && (
        <ol className={styles.comments}>
          {list.comments.map((comment) => (
            <li key={comment.id} className={styles.comment}>
              <div className={styles.commentHead}>
                <AuthorAvatar author={comment.author} className={styles.avatar} />
                <span className={styles.author}>{comment.author.name}</span>
                <CommentWhen comment={comment} className={styles.time} />
              </div>
              <p className={styles.text}>{comment.text}</p>
              {(comment.author.id === viewer.userId || viewer.canModerate) && signedIn && (
                <Button variant="link" size="sm" onClick={() => void remove(comment)} aria-label={t('activity.deleteLabel', { name: comment.author.name })}>
                  {t('activity.delete')}
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
      {list.status === 'ready' && list.hasMore && (
        <Button variant="secondary" size="sm" loading={busy} onClick={() => void loadMore()}>
          {t('activity.loadMore')}
        </Button>
      )}
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      {signedIn ? (
        <form className={styles.box} onSubmit={(event) => void submit(event)}>
          <label className="wk-visually-hidden" htmlFor={`comment-${mediaId}`}>
            {t('activity.addLabel')}
          </label>
          <textarea
            id={`comment-${mediaId}`}
            className={styles.input}
            rows={2}
            maxLength={COMMENT_MAX}
            placeholder={t('activity.placeholder')}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" size="sm" loading={busy} disabled={!text.trim()}>
            {t('activity.post')}
          </Button>
        </form>
      ) : (
        <p className={styles.login}>
          <Trans t={t} i18nKey="activity.loginToComment" components={{ login: <Button variant="link" size="sm" onClick={viewer.onLogin} /> }} />
        </p>
      )}
    </section>
  );
}
