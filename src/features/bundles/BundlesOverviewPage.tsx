import { PlaceholderPage } from '../../shell/PlaceholderPage';

export default function BundlesOverviewPage() {
  return <PlaceholderPage />;
}
