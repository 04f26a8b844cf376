import { JoinedAlbumsPage } from '../features/joined-albums/components/joined-albums-page';

export default JoinedAlbumsPage;
