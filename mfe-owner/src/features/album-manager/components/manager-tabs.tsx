import type { ReactNode } from 'react';
import { useTranslation } from '@abialbum/web-kit';
import { Tabs } from '@abialbum/web-kit/forms';
import * as styles from './album-manager.module.css';

export type ManagerTab = 'media' | 'highlights' | 'joinRequests' | 'pendingMedia' | 'activity';

/** The tabs a link may name in `?tab=` (notifications link to where something happened). */
const LINKED_TABS: Record<string, ManagerTab> = { media: 'media', highlights: 'highlights', requests: 'joinRequests', pending: 'pendingMedia', activity: 'activity' };

export const tabOfLink = (name: string | null): ManagerTab | null => (name && Object.hasOwn(LINKED_TABS, name) ? (LINKED_TABS[name] ?? null) : null);

interface ManagerTabsProps {
  value: ManagerTab;
  onChange(tab: ManagerTab): void;
  mediaCount: number;
  highlightsCount: number;
  pendingJoinRequests: number;
  pendingMedia: number;
  /** Each tab's panel; the Media tab shows the album view or the selected section's view. */
  panels: Record<ManagerTab, ReactNode>;
}

const alertBadge = (n: number, className: string | undefined, what: string) =>
  n > 0 ? (
    <span className={`${styles.alertBadge} ${className}`}>
      {n}
      <span className="wk-visually-hidden">{` ${what}`}</span>
    </span>
  ) : null;

/** SPEC tabs: Media (count), Highlights (count), Join Requests (red badge), Pending Media (orange badge); and Activity (issue 13). */
export function ManagerTabs({ value, onChange, mediaCount, highlightsCount, pendingJoinRequests, pendingMedia, panels }: ManagerTabsProps) {
  const { t } = useTranslation('owner');
  return (
    <Tabs
      label={t('tabs.label')}
      value={value}
      onChange={(id) => onChange(id as ManagerTab)}
      items={[
        { id: 'media', label: t('tabs.media'), badge: mediaCount, content: panels.media },
        { id: 'highlights', label: t('tabs.highlights'), badge: highlightsCount, content: panels.highlights },
        {
          id: 'joinRequests',
          label: <>{t('tabs.joinRequests')}{alertBadge(pendingJoinRequests, styles.red, t('tabs.pending'))}</>,
          content: panels.joinRequests,
        },
        {
          id: 'pendingMedia',
          label: <>{t('tabs.pendingMedia')}{alertBadge(pendingMedia, styles.orange, t('tabs.pending'))}</>,
          content: panels.pendingMedia,
        },
        { id: 'activity', label: t('tabs.activity'), content: panels.activity },
      ]}
    />
  );
}
