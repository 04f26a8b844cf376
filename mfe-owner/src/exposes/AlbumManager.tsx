import { TitlePage } from '../components/title-page';

export default function AlbumManager() {
  return <TitlePage title="My Albums" />;
}
