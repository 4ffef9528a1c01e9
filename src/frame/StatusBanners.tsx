import { useEffect, useRef, type RefObject } from 'react';
import { OfflineBanner } from './OfflineBanner';
import { UpdateBanner } from './UpdateBanner';

/**
 * The banners at the foot of the page: a new version waiting, no connection. A chunk of their own,
 * loaded when one shows and fetched ahead (after a login, and when the service worker registers, which
 * also precaches it), so it is at hand once the connection is gone. The default export: the frame
 * takes it with `lazy` as it is.
 */
export default function StatusBanners() {
  const box = useRef<HTMLDivElement>(null);
  useBannersHeight(box);
  return (
    <div className="banners" ref={box}>
      <UpdateBanner />
      <OfflineBanner />
    </div>
  );
}

/**
 * Tells the page how tall the banners are (`--banners-height` on the root), so it can be scrolled
 * clear of them: the last field or button of a page is never left under a banner.
 */
function useBannersHeight(box: RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    const banners = box.current;
    const root = document.documentElement;
    if (!banners || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => root.style.setProperty('--banners-height', `${banners.offsetHeight}px`));
    observer.observe(banners);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--banners-height');
    };
  }, [box]);
}
