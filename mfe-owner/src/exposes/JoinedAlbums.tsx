import { TitlePage } from '../components/title-page';

export default function JoinedAlbums() {
  return <TitlePage title="My Joined Albums" />;
}
