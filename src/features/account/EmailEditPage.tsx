import { PlaceholderPage } from '../../shell/PlaceholderPage';

export default function EmailEditPage() {
  return <PlaceholderPage />;
}
