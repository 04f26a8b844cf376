import { TitlePage } from '../components/title-page';

export default function AlbumDetail() {
  return <TitlePage title="Album Details" />;
}
