import { TopAlbumsPage } from '../features/top-albums/components/top-albums-page';

export default TopAlbumsPage;
