import '../features/landing/i18n/landing-messages';
import { LandingPage } from '../features/landing/components/landing-page';

export default LandingPage;
