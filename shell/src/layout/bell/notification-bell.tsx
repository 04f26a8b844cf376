import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button, LoadFailed, Spinner, useTranslation } from '@abialbum/web-kit';
import { NotificationList, useNotifications } from '@abialbum/web-kit/notifications';
import './notification-bell.css';
import './i18n/bell-messages';

export const NOTIFICATIONS_PATH = '/abialbum/notifications';

const badge = (unread: number) => (unread > 99 ? '99+' : String(unread));

/**
 * The signed-in user's bell (issue 13): the unread count, live, and a panel of the latest with "Mark all as read" and
 * a link to the page of all. The panel is a non-modal dialog: Escape or a click outside closes it and gives the focus
 * back to the bell; following an entry marks it read.
 */
export function NotificationBell() {
  const { t } = useTranslation('bell');
  const { status, unread, latest, markRead, markAllRead, reload } = useNotifications(true);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const headingId = useId();
  const bell = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const location = useLocation();

  // A followed link closes the panel.
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      bell.current?.focus();
    };
    const onPointer = (event: PointerEvent | MouseEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !bell.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onPointer);
    };
  }, [open]);

  const label = unread > 0 ? t('bell.unread', { count: unread }) : t('bell.title');

  return (
    <div className="shell-bell">
      <button
        ref={bell}
        type="button"
        className="shell-bell__button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        aria-haspopup="dialog"
        onClick={() => setOpen((was) => !was)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
          <path d="M13.73 21a2 2 0 0 1-3.46 0" />
        </svg>
        {unread > 0 && (
          <span className="shell-bell__badge" aria-hidden="true">
            {badge(unread)}
          </span>
        )}
      </button>
      <div
        ref={panel}
        id={panelId}
        role="dialog"
        aria-labelledby={headingId}
        tabIndex={-1}
        hidden={!open}
        className="shell-bell__panel"
      >
        <div className="shell-bell__header">
          <h2 id={headingId} className="shell-bell__title">
            {t('bell.title')}
          </h2>
          <Button variant="secondary" size="sm" disabled={unread === 0} onClick={() => void markAllRead().catch(() => undefined)}>
            {t('bell.markAllRead')}
          </Button>
        </div>
        <div className="shell-bell__body">
          {status === 'loading' && latest.length === 0 && <Spinner label={t('bell.loading')} />}
          {status === 'error' && latest.length === 0 && <LoadFailed message={t('bell.loadFailed')} onRetry={() => void reload()} />}
          {status === 'ready' && latest.length === 0 && <p className="shell-bell__empty">{t('bell.empty')}</p>}
          {latest.length > 0 && <NotificationList notifications={latest} onOpen={(n) => void (n.read ? undefined : markRead(n.id).catch(() => undefined))} />}
        </div>
        <Link to={NOTIFICATIONS_PATH} className="shell-bell__all">
          {t('bell.seeAll')}
        </Link>
      </div>
    </div>
  );
}
