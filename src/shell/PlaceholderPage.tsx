import { placeholderTexts } from '../text/placeholder';

/** Body of a page whose content is not built yet; the shell shows its title. */
export function PlaceholderPage({ text = placeholderTexts.comingSoon }: { text?: string }) {
  return <p className="placeholder">{text}</p>;
}
