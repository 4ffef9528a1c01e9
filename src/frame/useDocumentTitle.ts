import { useEffect } from 'react';
import { getConfig } from '../config';
import { nl } from '../text/nl';

/**
 * Every route names the browser tab after itself, '<page> – <provider>' (WCAG 2.4.2), so tabs,
 * history and a screen reader's page announcement tell the pages apart.
 */
export function useDocumentTitle(pageTitle: string): void {
  useEffect(() => {
    document.title = `${pageTitle}${nl.documentTitles.joiner}${getConfig().providerName}`;
  }, [pageTitle]);
}
