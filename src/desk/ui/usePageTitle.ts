import { useLayoutEffect } from 'react';
import { deskText as t } from '../../text/desk';

/**
 * The tab's title for the page shown: '<page> – Supportdesk', set in the commit that shows the page,
 * before it paints.
 */
export function usePageTitle(title: string): void {
  useLayoutEffect(() => {
    document.title = `${title} – ${t.appName}`;
  }, [title]);
}
