import { ShareLinkPage } from '../features/share-link/components/share-link-page';

export default ShareLinkPage;
