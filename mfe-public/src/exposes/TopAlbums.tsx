import { TitlePage } from '../components/title-page';

export default function TopAlbums() {
  return <TitlePage title="Top Followed Albums" />;
}
