import { PlaceholderPage } from '../../shell/PlaceholderPage';

export default function FeedbackPage() {
  return <PlaceholderPage />;
}
