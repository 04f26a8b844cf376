import { TitlePage } from '../components/title-page';

export default function Profile() {
  return <TitlePage title="Album Profile" />;
}
