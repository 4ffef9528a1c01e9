import { PlaceholderPage } from '../../shell/PlaceholderPage';

export default function BlacklistPage() {
  return <PlaceholderPage />;
}
