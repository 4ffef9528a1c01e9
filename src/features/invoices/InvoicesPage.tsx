import { PlaceholderPage } from '../../shell/PlaceholderPage';

export default function InvoicesPage() {
  return <PlaceholderPage />;
}
