import type { MediaType } from '@abialbum/contracts';

const ICON_PATHS: Record<MediaType, string> = {
  IMAGE: 'M4 5h16v14H4zM8.5 10.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3M20 15l-5-5-9 9',
  VIDEO: 'M8 5v14l11-7z',
  OTHER: 'M6 3h8l4 4v14H6zM14 3v4h4',
};

/** A line icon for a media type (emoji are missing on some systems). */
export function MediaIcon({ type, size = 28 }: { type: MediaType; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      fill={type === 'VIDEO' ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinejoin="round"
    >
      <path d={ICON_PATHS[type]} />
    </svg>
  );
}
