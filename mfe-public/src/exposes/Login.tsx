import { LoginPage } from '../features/auth/components/login-page';

export default LoginPage;
