import { useLayoutEffect } from 'react';
import { getConfig } from '../config';
import { nl } from '../text/nl';

/**
 * Every route names the browser tab after itself, '<page> – <provider>' (WCAG 2.4.2), so tabs,
 * history and a screen reader's page announcement tell the pages apart. Set in the commit that shows
 * the page's heading, before it paints (a page load's first title comes from the start script,
 * inlineScripts/shellScript.ts).
 */
export function useDocumentTitle(pageTitle: string): void {
  useLayoutEffect(() => {
    document.title = `${pageTitle}${nl.documentTitles.joiner}${getConfig().providerName}`;
  }, [pageTitle]);
}
