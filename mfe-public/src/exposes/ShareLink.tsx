import '../i18n/public-messages';
import { ShareLinkPage } from '../features/share-link/components/share-link-page';

export default ShareLinkPage;
