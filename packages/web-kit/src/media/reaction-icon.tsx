import type { ReactElement } from 'react';
import type { ReactionKind } from '@abialbum/contracts';
import { useTranslation } from '@abialbum/web-kit';

/** What each reaction is called, on its button and for screen readers: its kit message key. */
export const REACTION_KEYS: Record<ReactionKind, string> = {
  heart: 'reaction.heart',
  laugh: 'reaction.laugh',
  wow: 'reaction.wow',
  sad: 'reaction.sad',
  clap: 'reaction.clap',
  fire: 'reaction.fire',
};

const FACE = '#fbbf24';
const INK = '#78350f';

/** A face: the round, its eyes, and what `mouth` draws. */
const face = (mouth: ReactElement, extra?: ReactElement) => (
  <>
    <circle cx="12" cy="12" r="10" fill={FACE} />
    <circle cx="8.5" cy="9.5" r="1.3" fill={INK} />
    <circle cx="15.5" cy="9.5" r="1.3" fill={INK} />
    {mouth}
    {extra}
  </>
);

const DRAWINGS: Record<ReactionKind, ReactElement> = {
  heart: <path d="M12 21s-7.5-4.6-9.3-9.2C1.4 8.4 3.6 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.6 0 5.8 3.9 4.5 7.3C19.5 16.4 12 21 12 21z" fill="#e11d48" />,
  laugh: face(<path d="M6.5 13h11a5.5 5.5 0 0 1-11 0z" fill={INK} />),
  wow: face(<ellipse cx="12" cy="16" rx="2.2" ry="2.8" fill={INK} />),
  sad: face(
    <path d="M8 17.2c1.1-1.6 2.4-2.3 4-2.3s2.9.7 4 2.3" fill="none" stroke={INK} strokeWidth="1.6" strokeLinecap="round" />,
    <path d="M17.6 11.6c.9 1.4 1.4 2.3 1.4 3a1.4 1.4 0 0 1-2.8 0c0-.7.5-1.6 1.4-3z" fill="#38bdf8" />,
  ),
  clap: (
    <>
      <path d="M7.2 20.5 3.6 13a1.5 1.5 0 0 1 2.6-1.4l1.4 2.3-3-6.2A1.5 1.5 0 0 1 7.3 6.4l2.6 5.1-3.4-7A1.5 1.5 0 0 1 9.2 3.3l3.5 7-1.9-4a1.5 1.5 0 0 1 2.7-1.3l4 8.6c1.7 3.7.4 7-2.8 8.4-2.7 1.2-5.6.6-7.5-1.5z" fill={FACE} stroke={INK} strokeWidth="1" strokeLinejoin="round" />
      <path d="M19.5 2.5 18.7 5M22 5.2l-2.3 1.2M15.8 1.8l.3 2.4" stroke="#f59e0b" strokeWidth="1.4" strokeLinecap="round" />
    </>
  ),
  fire: (
    <>
      <path d="M12 22c-4.4 0-7.5-3-7.5-7.2 0-3.4 2-5.6 3.7-7.6.3 1.7 1 2.9 2.2 3.6C10.2 6.6 12 3.6 14.6 2c-.2 3 1 4.8 2.6 6.7 1.5 1.8 2.3 3.6 2.3 6C19.5 19 16.4 22 12 22z" fill="#f97316" />
      <path d="M12 22c-2.2 0-3.8-1.5-3.8-3.6 0-1.8 1.2-3 2.4-4.3.2 1 .7 1.7 1.5 2 .2-1.8 1.1-3.3 2.3-4.2 0 1.9.6 3 1.4 4.1.7.9 1 1.7 1 2.6C16.8 20.5 14.6 22 12 22z" fill="#fde047" />
    </>
  ),
};

/**
 * A reaction drawn by us (SVG), the same on every system: emoji fonts are missing on some (Debian's Chromium
 * shows empty boxes). Named for screen readers by `REACTION_KEYS`, unless `decorative` (a button that names it).
 */
export function ReactionIcon({ kind, size = 20, decorative = false }: { kind: ReactionKind; size?: number; decorative?: boolean }) {
  const { t } = useTranslation('kit');
  const naming = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': t(REACTION_KEYS[kind]) };
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} focusable="false" data-reaction={kind} {...naming}>
      {DRAWINGS[kind]}
    </svg>
  );
}

/** A comment's speech bubble, drawn like the reactions (for tiles' counts). */
export function CommentIcon({ size = 14 }: { size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} focusable="false" aria-hidden="true">
      <path d="M4 4h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H10l-5 4v-4H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1z" fill="currentColor" />
    </svg>
  );
}
