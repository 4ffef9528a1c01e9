import { OfflineBanner } from './OfflineBanner';
import { UpdateBanner } from './UpdateBanner';

/** The banners at the foot of the page: a new version waiting, no connection. Loaded by the frame when one shows. */
export function StatusBanners() {
  return (
    <div className="banners">
      <UpdateBanner />
      <OfflineBanner />
    </div>
  );
}
