import { PlaceholderPage } from '../../shell/PlaceholderPage';

export default function TicketPage() {
  return <PlaceholderPage />;
}
