import '../i18n/public-messages';
import { AccountEmailPage } from '../features/auth/components/account-email-page';

export default AccountEmailPage;
