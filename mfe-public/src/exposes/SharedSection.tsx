import { TitlePage } from '../components/title-page';

export default function SharedSection() {
  return <TitlePage title="Shared Section" />;
}
