import { PlaceholderPage } from '../../shell/PlaceholderPage';

export default function TicketCreatePage() {
  return <PlaceholderPage />;
}
