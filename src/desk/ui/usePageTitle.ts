import { useEffect } from 'react';
import { deskText as t } from '../../text/desk';

/** The tab's title for the page shown: '<page> – Supportdesk'. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} – ${t.appName}`;
  }, [title]);
}
