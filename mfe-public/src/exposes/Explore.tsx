import '../i18n/public-messages';
import { ExplorePage } from '../features/explore/components/explore-page';

export default ExplorePage;
