import { TitlePage } from '../components/title-page';

export default function Terms() {
  return <TitlePage title="Terms and Conditions" />;
}
