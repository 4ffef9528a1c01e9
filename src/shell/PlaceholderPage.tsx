import { nl } from '../text/nl';

/** Body of a page whose content is not built yet; the shell shows its title. */
export function PlaceholderPage({ text = nl.placeholder.comingSoon }: { text?: string }) {
  return <p className="placeholder">{text}</p>;
}
