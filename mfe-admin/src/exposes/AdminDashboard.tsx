import { AdminDashboardPage } from '../app/admin-dashboard-page';

export default AdminDashboardPage;
