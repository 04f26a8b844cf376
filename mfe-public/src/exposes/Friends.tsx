import { TitlePage } from '../components/title-page';

export default function Friends() {
  return <TitlePage title="Friends" />;
}
