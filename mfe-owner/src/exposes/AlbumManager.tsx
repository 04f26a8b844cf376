import '../i18n/owner-messages';
import { AlbumManagerPage } from '../features/album-manager/components/album-manager-page';

export default AlbumManagerPage;
