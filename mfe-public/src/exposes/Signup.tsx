import '../i18n/public-messages';
import { SignupPage } from '../features/auth/components/signup-page';

export default SignupPage;
