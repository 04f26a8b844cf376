import { TitlePage } from '../components/title-page';

export default function Followers() {
  return <TitlePage title="Your Followers" />;
}
