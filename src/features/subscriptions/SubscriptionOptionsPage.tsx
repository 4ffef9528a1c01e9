import { PlaceholderPage } from '../../shell/PlaceholderPage';

export default function SubscriptionOptionsPage() {
  return <PlaceholderPage />;
}
