import { TitlePage } from '../components/title-page';

export default function Search() {
  return <TitlePage title="Search Results" />;
}
