import '../i18n/public-messages';
import { FriendsPage } from '../features/friends/components/friends-page';

export default FriendsPage;
