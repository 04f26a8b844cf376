import { LineIcon, type AdminStats, type LineIconName } from '@abialbum/web-kit';

/** What each figure counts, drawn (web-kit's line icons: an emoji is an empty box where the system has no emoji font). */
const DRAWINGS: Record<keyof AdminStats, LineIconName> = {
  totalUsers: 'people',
  totalAlbums: 'albums',
  blockedUsers: 'blocked',
  blockedAlbums: 'lock',
  totalMedia: 'picture',
  totalComments: 'comment',
  totalReactions: 'heart',
};

/** A stat card's icon. Decorative: the card's label names the figure. */
export function StatIcon({ stat }: { stat: keyof AdminStats }) {
  return <LineIcon name={DRAWINGS[stat]} size={18} />;
}
