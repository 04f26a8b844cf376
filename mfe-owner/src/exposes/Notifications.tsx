import '../i18n/owner-messages';
import { NotificationsPage } from '../features/notifications/components/notifications-page';

export default NotificationsPage;
