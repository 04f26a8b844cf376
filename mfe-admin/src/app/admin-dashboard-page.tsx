import { useState } from 'react';
import { useTranslation } from '@abialbum/web-kit';
import { Tabs } from '@abialbum/web-kit/forms';
import { AdminHeader } from '../features/admin-auth/components/admin-header';
import { AlbumsTab } from '../features/albums/components/albums-tab';
import { ContentTab } from '../features/content/components/content-tab';
import { DashboardTab } from '../features/dashboard/components/dashboard-tab';
import { UsersTab } from '../features/users/components/users-tab';
import * as styles from './admin-dashboard-page.module.css';

// Only the active panel is mounted, so changing tabs reloads that tab's data (SPEC section 4).
const tabs = [
  { id: 'dashboard', label: 'tabs.dashboard', content: <DashboardTab /> },
  { id: 'users', label: 'tabs.users', content: <UsersTab /> },
  { id: 'albums', label: 'tabs.albums', content: <AlbumsTab /> },
  { id: 'content', label: 'tabs.content', content: <ContentTab /> },
];

export function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  const [tab, setTab] = useState('dashboard');
  return (
    <div className={styles.page}>
      <AdminHeader />
      <div className={styles.body}>
        <Tabs label={t('tabs.label')} items={tabs.map((item) => ({ ...item, label: t(item.label) }))} value={tab} onChange={setTab} />
      </div>
    </div>
  );
}
