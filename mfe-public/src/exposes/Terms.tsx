import { TermsPage } from '../features/terms/components/terms-page';

export default TermsPage;
