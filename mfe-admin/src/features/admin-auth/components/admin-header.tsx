import { useState } from 'react';
import { Button, useTranslation } from '@abialbum/web-kit';
import { useAdminSession } from '@abialbum/web-kit/admin';
import * as styles from './admin-header.module.css';

/** The dashboard's top bar: who is signed in, and the way out (SPEC "Admin dashboard"). */
export function AdminHeader() {
  const { t } = useTranslation('admin');
  const { admin, signOut } = useAdminSession();
  const [leaving, setLeaving] = useState(false);
  const logout = async () => {
    setLeaving(true);
    await signOut();
  };
  return (
    <header className={styles.header}>
      <div className={styles.brand}>
        <h1 className={styles.title}>{t('header.title')}</h1>
        {admin?.email && <p className={styles.email}>{admin.email}</p>}
      </div>
      <Button variant="secondary" onClick={logout} loading={leaving}>
        {t('header.logout')}
      </Button>
    </header>
  );
}
