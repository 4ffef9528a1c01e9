import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router';

/** A title a page gave itself, for the address it was given on. */
export interface ShownTitle {
  path: string;
  title: string;
}

/** The frame's setter of the title it shows (frame/AppShell.tsx provides it). */
export const PageTitleContext = createContext<(shown: ShownTitle) => void>(() => undefined);

/** The title the frame shows now (the page's own or its route's), for the breadcrumb's last step. */
export const ShownTitleContext = createContext<string>('');

export const useShownTitle = (): string => useContext(ShownTitleContext);

/**
 * A page whose title depends on what it shows ('Creditnota F2026-000050' where the route says
 * 'Factuur'): the phone's header, the desktop's heading and the browser tab say it once it is known.
 * Until then, and on any other address, the route's own title stands.
 */
export function usePageTitle(title: string | null): void {
  const show = useContext(PageTitleContext);
  const { pathname } = useLocation();
  useEffect(() => {
    if (title) show({ path: pathname, title });
  }, [show, pathname, title]);
}
