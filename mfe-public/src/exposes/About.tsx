import { TitlePage } from '../components/title-page';

export default function About() {
  return <TitlePage title="About" />;
}
