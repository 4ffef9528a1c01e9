import { PlaceholderPage } from '../../shell/PlaceholderPage';

export default function MessagesPage() {
  return <PlaceholderPage />;
}
