import '../i18n/public-messages';
import { AboutPage } from '../features/about/components/about-page';

export default AboutPage;
