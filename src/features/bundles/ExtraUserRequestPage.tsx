import { PlaceholderPage } from '../../shell/PlaceholderPage';

export default function ExtraUserRequestPage() {
  return <PlaceholderPage />;
}
