import { PlaceholderPage } from '../shell/PlaceholderPage';

export default function LoginPage() {
  return <PlaceholderPage />;
}
