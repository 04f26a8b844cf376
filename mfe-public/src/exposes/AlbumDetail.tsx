import '../i18n/public-messages';
import { AlbumDetailPage } from '../features/album-detail/components/album-detail-page';

export default AlbumDetailPage;
