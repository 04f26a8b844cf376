import '../i18n/owner-messages';
import { FollowersPage } from '../features/followers/components/followers-page';

export default FollowersPage;
