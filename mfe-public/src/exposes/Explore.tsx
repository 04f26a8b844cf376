import { TitlePage } from '../components/title-page';

export default function Explore() {
  return <TitlePage title="Explore Albums" />;
}
