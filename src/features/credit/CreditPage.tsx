import { PlaceholderPage } from '../../shell/PlaceholderPage';

export default function CreditPage() {
  return <PlaceholderPage />;
}
