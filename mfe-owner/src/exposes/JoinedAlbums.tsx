import '../i18n/owner-messages';
import { JoinedAlbumsPage } from '../features/joined-albums/components/joined-albums-page';

export default JoinedAlbumsPage;
