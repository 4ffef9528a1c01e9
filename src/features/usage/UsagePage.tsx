import { PlaceholderPage } from '../../shell/PlaceholderPage';

export default function UsagePage() {
  return <PlaceholderPage />;
}
