import { PlaceholderPage } from '../../shell/PlaceholderPage';

export default function SubscriptionsPage() {
  return <PlaceholderPage />;
}
