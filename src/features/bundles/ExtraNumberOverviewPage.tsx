import { PlaceholderPage } from '../../shell/PlaceholderPage';

export default function ExtraNumberOverviewPage() {
  return <PlaceholderPage />;
}
