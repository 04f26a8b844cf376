import '../i18n/public-messages';
import { LandingPage } from '../features/landing/components/landing-page';

export default LandingPage;
