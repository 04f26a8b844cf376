import { AboutPage } from '../features/about/components/about-page';

export default AboutPage;
