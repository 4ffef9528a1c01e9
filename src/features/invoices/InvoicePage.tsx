import { PlaceholderPage } from '../../shell/PlaceholderPage';
import { nl } from '../../text/nl';
export default function InvoicePage() {
  return <PlaceholderPage text={nl.placeholder.invoiceIncomplete} />;
}
