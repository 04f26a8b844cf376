import { AccountEmailPage } from '../features/auth/components/account-email-page';

export default AccountEmailPage;
