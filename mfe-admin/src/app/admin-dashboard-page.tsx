import { useState } from 'react';
import { Tabs } from '@abialbum/web-kit';
import { AdminHeader } from '../features/admin-auth/components/admin-header';
import { AlbumsTab } from '../features/albums/components/albums-tab';
import { ContentTab } from '../features/content/components/content-tab';
import { DashboardTab } from '../features/dashboard/components/dashboard-tab';
import { UsersTab } from '../features/users/components/users-tab';
import * as styles from './admin-dashboard-page.module.css';

// Only the active panel is mounted, so changing tabs reloads that tab's data (SPEC section 4).
const tabs = [
  { id: 'dashboard', label: 'Dashboard', content: <DashboardTab /> },
  { id: 'users', label: 'Users', content: <UsersTab /> },
  { id: 'albums', label: 'Albums', content: <AlbumsTab /> },
  { id: 'content', label: 'Content Management', content: <ContentTab /> },
];

export function AdminDashboardPage() {
  const [tab, setTab] = useState('dashboard');
  return (
    <div className={styles.page}>
      <AdminHeader />
      <div className={styles.body}>
        <Tabs label="Admin sections" items={tabs} value={tab} onChange={setTab} />
      </div>
    </div>
  );
}
