import '../i18n/admin-messages';
import { AdminDashboardPage } from '../app/admin-dashboard-page';

export default AdminDashboardPage;
