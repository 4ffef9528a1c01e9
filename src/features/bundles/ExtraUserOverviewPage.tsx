import { PlaceholderPage } from '../../shell/PlaceholderPage';

export default function ExtraUserOverviewPage() {
  return <PlaceholderPage />;
}
