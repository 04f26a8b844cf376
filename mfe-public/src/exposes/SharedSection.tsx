import '../i18n/public-messages';
import { SharedSectionPage } from '../features/shared-section/components/shared-section-page';

export default SharedSectionPage;
