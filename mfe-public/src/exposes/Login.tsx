import '../i18n/public-messages';
import { LoginPage } from '../features/auth/components/login-page';

export default LoginPage;
