import { TitlePage } from '../components/title-page';

export default function UserUploads() {
  return <TitlePage title="All uploaded media by this user" />;
}
