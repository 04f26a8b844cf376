/**
 * Line drawings (24 x 24, stroked in the text's colour) for the interface's decorative icons. Drawn by us because an
 * emoji (📸 🔗 🤝 ...) is an empty box where the system has no emoji font (Debian's Chromium). Decorative: the text
 * beside an icon names what it stands for, so an icon is hidden from assistive technology.
 */
const PATHS = {
  camera: 'M4 8h3l1.5-2.5h7L17 8h3v11H4zM12 16.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7',
  folders: 'M3 7V5h6l2 2h8v2M3 7h18v12H3z',
  link: 'M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1 1M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1-1',
  people: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21v-1a6 6 0 0 1 12 0v1M16 3.5a4 4 0 0 1 0 7M22 21v-1a6 6 0 0 0-4-5.6',
  albums: 'M4 4h6a2 2 0 0 1 2 2v14a2 2 0 0 0-2-2H4zM20 4h-6a2 2 0 0 0-2 2v14a2 2 0 0 1 2-2h6z',
  blocked: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM5.6 5.6l12.8 12.8',
  lock: 'M6 11h12v10H6zM8.5 11V7.5a3.5 3.5 0 0 1 7 0V11',
  picture: 'M4 5h16v14H4zM8.5 10.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3M20 15l-5-5-9 9',
  comment: 'M4 4h16v12H10l-5 4v-4H4z',
  heart: 'M12 20s-7-4.3-8.6-8.5C2.2 8.3 4.2 5 7.4 5c1.9 0 3.4 1 4.6 2.6C13.2 6 14.7 5 16.6 5c3.2 0 5.2 3.3 4 6.5C19 15.7 12 20 12 20z',
  star: 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z',
} as const;

export type LineIconName = keyof typeof PATHS;

export interface LineIconProps {
  name: LineIconName;
  /** Width and height in CSS pixels (default 24). */
  size?: number;
  className?: string;
}

export function LineIcon({ name, size = 24, className }: LineIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      className={className}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      data-icon={name}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
