import '../i18n/public-messages';
import { TopAlbumsPage } from '../features/top-albums/components/top-albums-page';

export default TopAlbumsPage;
