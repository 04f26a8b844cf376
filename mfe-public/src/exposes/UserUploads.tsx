import '../i18n/public-messages';
import { UserUploadsPage } from '../features/user-uploads/components/user-uploads-page';

export default UserUploadsPage;
