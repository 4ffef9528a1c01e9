import { PlaceholderPage } from '../../shell/PlaceholderPage';

export default function ExtraNumberRequestPage() {
  return <PlaceholderPage />;
}
