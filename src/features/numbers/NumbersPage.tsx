import { PlaceholderPage } from '../../shell/PlaceholderPage';

export default function NumbersPage() {
  return <PlaceholderPage />;
}
