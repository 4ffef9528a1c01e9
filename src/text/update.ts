/** A new version of the portal waiting in the service worker (frame/UpdateBanner.tsx, in the banners chunk). */
export const update = {
  waiting: 'Er is een nieuwe versie',
  reload: 'Vernieuwen',
} as const;
