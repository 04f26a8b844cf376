import '../i18n/public-messages';
import { ContactPage } from '../features/contact/components/contact-page';

export default ContactPage;
