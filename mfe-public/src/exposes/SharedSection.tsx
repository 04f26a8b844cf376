import { SharedSectionPage } from '../features/shared-section/components/shared-section-page';

export default SharedSectionPage;
