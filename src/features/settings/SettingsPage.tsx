import { PlaceholderPage } from '../../shell/PlaceholderPage';

export default function SettingsPage() {
  return <PlaceholderPage />;
}
