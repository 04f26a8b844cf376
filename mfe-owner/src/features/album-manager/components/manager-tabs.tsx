import type { ReactNode } from 'react';
import { Tabs } from '@abialbum/web-kit';
import * as styles from './album-manager.module.css';

export type ManagerTab = 'media' | 'highlights' | 'joinRequests' | 'pendingMedia';

interface ManagerTabsProps {
  value: ManagerTab;
  onChange(tab: ManagerTab): void;
  mediaCount: number;
  highlightsCount: number;
  pendingJoinRequests: number;
  pendingMedia: number;
  /** The Media tab: the album view or the selected section's view. */
  media: ReactNode;
}

const alertBadge = (n: number, className?: string) => (n > 0 ? <span className={`${styles.alertBadge} ${className}`}>{n}</span> : null);

/** SPEC tabs: Media (count), Highlights (count), Join Requests (red badge), Pending Media (orange badge). */
export function ManagerTabs({ value, onChange, mediaCount, highlightsCount, pendingJoinRequests, pendingMedia, media }: ManagerTabsProps) {
  return (
    <Tabs
      label="Album manager"
      value={value}
      onChange={(id) => onChange(id as ManagerTab)}
      items={[
        { id: 'media', label: 'Media', badge: mediaCount, content: media },
        {
          id: 'highlights',
          label: 'Highlights',
          badge: highlightsCount,
          content: <ComingSoonText text="Highlights are coming soon." />,
        },
        {
          id: 'joinRequests',
          label: <>Join Requests{alertBadge(pendingJoinRequests, styles.red)}</>,
          content: <ComingSoonText text="Join requests are coming soon." />,
        },
        {
          id: 'pendingMedia',
          label: <>Pending Media{alertBadge(pendingMedia, styles.orange)}</>,
          content: <ComingSoonText text="Pending media approvals are coming soon." />,
        },
      ]}
    />
  );
}

function ComingSoonText({ text }: { text: string }) {
  return <p className={styles.placeholder}>{text}</p>;
}
