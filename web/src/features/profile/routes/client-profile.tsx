import { ProfilePage } from '../components/profile-page';

export function Component() {
  return <ProfilePage role="Client" />;
}
