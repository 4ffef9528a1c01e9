import { OfflineBanner } from './OfflineBanner';
import { UpdateBanner } from './UpdateBanner';

/**
 * The banners at the foot of the page: a new version waiting, no connection. A chunk of their own,
 * loaded when one shows and fetched ahead (after a login, and when the service worker registers, which
 * also precaches it), so it is at hand once the connection is gone. The default export: the frame
 * takes it with `lazy` as it is.
 */
export default function StatusBanners() {
  return (
    <div className="banners">
      <UpdateBanner />
      <OfflineBanner />
    </div>
  );
}
