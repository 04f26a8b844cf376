import '../i18n/public-messages';
import { TermsPage } from '../features/terms/components/terms-page';

export default TermsPage;
