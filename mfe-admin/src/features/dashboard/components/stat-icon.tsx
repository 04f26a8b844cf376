import type { AdminStats } from '@abialbum/web-kit';

/** Line drawings (24 x 24, stroked in the text's colour) of what each figure counts. */
const PATHS: Record<keyof AdminStats, string> = {
  totalUsers: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21v-1a6 6 0 0 1 12 0v1M16 3.5a4 4 0 0 1 0 7M22 21v-1a6 6 0 0 0-4-5.6',
  totalAlbums: 'M4 4h6a2 2 0 0 1 2 2v14a2 2 0 0 0-2-2H4zM20 4h-6a2 2 0 0 0-2 2v14a2 2 0 0 1 2-2h6z',
  blockedUsers: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM5.6 5.6l12.8 12.8',
  blockedAlbums: 'M6 11h12v10H6zM8.5 11V7.5a3.5 3.5 0 0 1 7 0V11',
  totalMedia: 'M4 5h16v14H4zM8.5 10.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3M20 15l-5-5-9 9',
  totalComments: 'M4 4h16v12H10l-5 4v-4H4z',
  totalReactions: 'M12 20s-7-4.3-8.6-8.5C2.2 8.3 4.2 5 7.4 5c1.9 0 3.4 1 4.6 2.6C13.2 6 14.7 5 16.6 5c3.2 0 5.2 3.3 4 6.5C19 15.7 12 20 12 20z',
};

/**
 * A stat card's icon, drawn by us: emoji (👥 📚 ...) are empty boxes where the system has no emoji font. Decorative:
 * the card's label names the figure.
 */
export function StatIcon({ stat }: { stat: keyof AdminStats }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" data-stat={stat}>
      <path d={PATHS[stat]} />
    </svg>
  );
}
