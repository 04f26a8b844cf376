import '../i18n/admin-messages';
import { AdminLoginPage } from '../features/admin-auth/components/admin-login-page';

export default AdminLoginPage;
