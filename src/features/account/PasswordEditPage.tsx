import { PlaceholderPage } from '../../shell/PlaceholderPage';

export default function PasswordEditPage() {
  return <PlaceholderPage />;
}
