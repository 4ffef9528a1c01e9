import { PlaceholderPage } from '../../shell/PlaceholderPage';
import { placeholderTexts } from '../../text/placeholder';
export default function InvoicePage() {
  return <PlaceholderPage text={placeholderTexts.invoiceIncomplete} />;
}
