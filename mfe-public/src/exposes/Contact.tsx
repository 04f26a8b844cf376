import { TitlePage } from '../components/title-page';

export default function Contact() {
  return <TitlePage title="Contact" />;
}
