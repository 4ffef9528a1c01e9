import { PlaceholderPage } from '../../shell/PlaceholderPage';

export default function AccountPage() {
  return <PlaceholderPage />;
}
