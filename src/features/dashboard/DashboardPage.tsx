import { PlaceholderPage } from '../../shell/PlaceholderPage';

export default function DashboardPage() {
  return <PlaceholderPage />;
}
